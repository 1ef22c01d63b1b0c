import { runStandalone } from '@local-seo/service-kit';
import { sitemapService } from './app.js';

/** The only file that listens: the sitemap service on its own (compose, Kubernetes). */
await runStandalone(sitemapService);
