export { createSitemapService, serviceName, type SitemapService, type SitemapServiceOptions } from './app.js';
export { loadSitemapSettings, sitemapEnvSchema, toSitemapSettings, type SitemapEnv, type SitemapSettings } from './config.js';
export { writeSitemapFiles } from './generation/generator.js';
