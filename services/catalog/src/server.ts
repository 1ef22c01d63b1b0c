import { runStandalone } from '@local-seo/service-kit';
import { catalogService } from './app.js';

/** The only file that listens: the catalog service on its own (compose, Kubernetes). */
await runStandalone(catalogService);
