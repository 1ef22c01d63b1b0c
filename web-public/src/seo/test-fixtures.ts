// Page data and settings for the SEO builders' unit tests.
import { siteEnvSchema, type PageData, type PublicProduct, type SchemaSettings, type SiteSettings } from '@local-seo/contracts';
import { testBusinessDetails } from '@local-seo/testing/business-details';
import { unavailableWeatherReport } from '@local-seo/weather-display';
import { testCity, testProduct } from '../testing/fixtures';

export const site: SiteSettings = siteEnvSchema.parse({ PUBLIC_BASE_URL: 'https://supplies.example.ca' });

/** The schema settings of docs/behaviour/public-site.md#head-and-structured-data: LocalBusiness and Store, Mon-Fri 07:00-17:00 and Sat 08:00-16:00, cash and cards. */
export function schemaSettings(): SchemaSettings {
  const pageType = { enabled: true, schemaTypes: ['LocalBusiness', 'Store'], includeBreadcrumbs: true, includeTopProducts: true, topProductsCount: 3 };
  return {
    businessDetails: testBusinessDetails(),
    messaging: {
      disclaimers: { current: '', future: '' },
      seasonalMessaging: { spring: '', summer: '', fall: '', winter: '' },
      weatherBasedSuggestions: { rainWarnings: '', frostAlerts: '', heatAdvisories: '' },
      valuePropositions: [],
      differentiators: [],
      localPositioning: '',
      futureExpansions: [],
    },
    pageTypes: {
      cityPages: { ...pageType },
      countyPages: { ...pageType, enabled: false },
      multiCityPages: { ...pageType, enabled: false },
      deliveryPage: { ...pageType, includeTopProducts: false },
    },
  };
}

/** A soil product with its ranking. */
export const product = (name: string, ranking: number, fields: Partial<PublicProduct> = {}) =>
  testProduct(name, 'Soils and Soil Mixtures', { ranking, ...fields });

export function pageData(overrides: { city?: Partial<PageData['city']>; products?: PublicProduct[]; schema?: SchemaSettings | null } = {}): PageData {
  return {
    city: testCity({ id: 7, template: 'tabbed', ...overrides.city }),
    weather: unavailableWeatherReport('barrie'),
    products: overrides.products ?? [product('Premium Topsoil', 90), product('Black Mulch', 70)],
    weatherSuggestions: [],
    contractorCounts: { landscaping: 0, hardscaping: 0, excavation: 0 },
    topContractors: { landscaping: [], hardscaping: [], excavation: [] },
    schema: overrides.schema === undefined ? schemaSettings() : overrides.schema,
    coverage: null,
    nearby: [],
    degraded: [],
    composedAt: '2026-11-23T12:00:00.000Z',
    updatedAt: '2026-11-23T12:00:00.000Z',
  };
}
