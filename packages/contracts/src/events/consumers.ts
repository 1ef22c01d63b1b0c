import { cityProductsChanged, locationsChanged, productsChanged, taxonomyChanged } from './catalog.js';
import { cityCreated, cityPurged, cityUpdated } from './cities.js';
import { contractorDirectoryChanged } from './contractors.js';
import { staffAccountChanged } from './gateway.js';
import { keywordsChanged, schemaSettingsUpdated } from './seo.js';
import { weatherSuggestionsChanged } from './weather.js';

/**
 * Every durable consumer of the platform: its name and the events it takes. The
 * services subscribe with these; infra/nats-setup creates them all before any
 * service starts, so an event published first is never missed.
 */
export const durableConsumers = {
  /** The copies of the cities (cityProjection) take a city's purge from the Trash too: the copy drops it. */
  catalogCities: { durable: 'catalog-cities', events: [cityCreated, cityUpdated, cityPurged] },
  contractorsCityCreated: { durable: 'contractors-city-created', events: [cityCreated] },
  /** The contractors' projection of cities (public reads look slugs up there); population stays on its own durable. */
  contractorsCities: { durable: 'contractors-cities', events: [cityCreated, cityUpdated, cityPurged] },
  seoCityPages: { durable: 'seo-city-pages', events: [cityCreated, cityUpdated, cityPurged] },
  /** A page's lastmod moves with its city, its products, its contractors and the schema settings. */
  sitemapPages: {
    durable: 'sitemap-pages',
    events: [cityCreated, cityUpdated, cityPurged, productsChanged, cityProductsChanged, contractorDirectoryChanged, schemaSettingsUpdated],
  },
  weatherCities: { durable: 'weather-cities', events: [cityCreated, cityUpdated, cityPurged] },
  /**
   * The audit trail: every change a member of staff can make through the back office
   * (the audit service keeps those that name an actor), the staff accounts' too (the gateway's). Derived events (a city's product
   * list rebuilt, a population's result) are nobody's change and are not taken.
   */
  auditTrail: {
    durable: 'audit-trail',
    events: [
      cityCreated,
      cityUpdated,
      productsChanged,
      locationsChanged,
      taxonomyChanged,
      weatherSuggestionsChanged,
      schemaSettingsUpdated,
      keywordsChanged,
      contractorDirectoryChanged,
      staffAccountChanged,
    ],
  },
} as const satisfies Record<string, DurableConsumer>;

export interface DurableConsumer {
  readonly durable: string;
  readonly events: readonly { readonly type: string }[];
}

/** The subjects a consumer filters on: its event types. */
export const consumerSubjects = (consumer: DurableConsumer): string[] => consumer.events.map((event) => event.type);
