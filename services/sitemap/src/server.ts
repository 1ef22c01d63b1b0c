import { loadConfig, runStandaloneLegacy } from '@local-seo/service-kit';
import { createSitemapService } from './app.js';
import { sitemapEnvSchema, toSitemapSettings } from './config.js';

/** The only file that listens: the sitemap service on its own (compose, Kubernetes). */
await runStandaloneLegacy(
  () => loadConfig(sitemapEnvSchema),
  (env, shared) => createSitemapService({ ...shared, settings: toSitemapSettings(env) }),
);
