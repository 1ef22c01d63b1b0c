export * from './envelope.js';
export * from './change-summary.js';
export * from './cities.js';
export * from './catalog.js';
export * from './contractors.js';
export * from './weather.js';
export * from './seo.js';
export * from './sitemap.js';
export * from './consumers.js';

import { catalogEvents } from './catalog.js';
import { cityCreated, cityUpdated } from './cities.js';
import { contractorEvents } from './contractors.js';
import { seoEvents } from './seo.js';
import { sitemapEvents } from './sitemap.js';
import { weatherEvents } from './weather.js';

/** Every event of the platform; streams and validation are derived from it. */
export const eventCatalogue = [
  cityCreated,
  cityUpdated,
  ...catalogEvents,
  ...contractorEvents,
  ...weatherEvents,
  ...seoEvents,
  ...sitemapEvents,
] as const;

/**
 * The first subject token of every service that publishes events, or may (the sitemap and
 * the audit service publish none yet): each has its NATS user and subjects.
 */
export const eventSources = ['cities', 'catalog', 'contractors', 'weather', 'seo', 'sitemap', 'audit'] as const;
