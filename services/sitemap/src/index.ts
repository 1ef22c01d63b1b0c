export { sitemapService, type SitemapService } from './app.js';
export { envSchema as sitemapEnvSchema, optionsFromEnv as sitemapOptionsFromEnv, type SitemapOptions } from './config.js';
export { writeSitemapFiles } from './generation/sitemap-files.js';
export { storedFilesOf } from './generation/stored-files.js';
