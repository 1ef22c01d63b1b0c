import { catalogEvents } from './catalog.js';
import { cityEvents } from './cities.js';
import { contractorEvents } from './contractors.js';
import { gatewayEvents } from './gateway.js';
import { seoEvents } from './seo.js';
import { sitemapEvents } from './sitemap.js';
import { weatherEvents } from './weather.js';

/** Every event of the platform; streams and validation are derived from it. */
export const allEvents = [
  ...cityEvents,
  ...catalogEvents,
  ...contractorEvents,
  ...weatherEvents,
  ...seoEvents,
  ...sitemapEvents,
  ...gatewayEvents,
] as const;

/**
 * The first subject token of every service that publishes events, or may (the sitemap and
 * the audit service publish none yet): each has its NATS user and subjects.
 */
export const eventSources = ['cities', 'catalog', 'contractors', 'weather', 'seo', 'sitemap', 'audit'] as const;

/** The gateway publishes too (its staff accounts' changes, `gateway.staff.*`), with its own NATS user. */
export const gatewayEventSource = 'gateway';

/** Every first subject token of the event stream: the services' and the gateway's. */
export const eventSubjectSources = [...eventSources, gatewayEventSource] as const;
