import { runStandalone } from '@local-seo/service-kit';
import { seoService } from './app.js';

/** The only file that listens: the seo service on its own (compose, Kubernetes). */
await runStandalone(seoService);
