import type { EventDefinition } from './envelope.js';

/**
 * The sitemap service publishes no events: it reacts to cities.city.created,
 * cities.city.updated and catalog.products.changed, and what it produces
 * (sitemaps, submissions) is read over HTTP.
 */
export const sitemapEvents: readonly EventDefinition[] = [];
