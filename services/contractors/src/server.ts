import { runStandalone } from '@local-seo/service-kit';
import { contractorsService } from './app.js';

/** The only file that listens: the contractors service on its own (compose, Kubernetes). */
await runStandalone(contractorsService);
