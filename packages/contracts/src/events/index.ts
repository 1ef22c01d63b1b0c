export * from './envelope.js';
export * from './cities.js';

import { cityCreated, cityUpdated } from './cities.js';

/** Every event of the platform; streams and validation are derived from it. */
export const eventCatalogue = [cityCreated, cityUpdated] as const;

/** The first subject token of every service that publishes events. */
export const eventSources = ['cities', 'catalog', 'contractors', 'weather', 'seo', 'sitemap'] as const;
