// Page data for the generated layout's unit tests: Barrie with weather, products in several categories and contractors.
import type { ForecastDay, Industry, PageData } from '@local-seo/contracts';
import { testCity, testContractor, testCoverage, testNearby, testProduct } from '../../../testing/fixtures';

/** A landscaper or hardscaper with Google's place types, as the directory lists them. */
const contractor = (name: string, industry: Industry) =>
  testContractor(name, industry, {
    rating: 4.6,
    total_ratings: 87,
    address: '12 Dunlop St, Barrie, ON',
    types: ['landscaper', 'general_contractor', 'point_of_interest', 'establishment', 'gardener'],
  });

const forecast: ForecastDay[] = Array.from({ length: 14 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 5, 1 + index)).toISOString().slice(0, 10),
  day: {
    maxtemp_c: 24,
    maxtemp_f: 75.2,
    mintemp_c: 12,
    mintemp_f: 53.6,
    daily_chance_of_rain: index % 2 === 0 ? 0 : 30,
    avghumidity: 60,
    maxwind_kph: 16.1,
    uv: 7,
    condition: { text: index % 2 === 0 ? 'Sunny' : 'Light rain' },
  },
}));

export function testPageData(overrides: Partial<PageData> = {}): PageData {
  return {
    city: testCity(),
    weather: {
      city_slug: 'barrie',
      status: 'fresh',
      current: {
        temp_c: 23.8,
        temp_f: 74.8,
        feelslike_c: 25,
        feelslike_f: 77,
        humidity: 55,
        wind_kph: 16.1,
        uv: 7,
        vis_km: 10,
        condition: { text: 'Sunny' },
        air_quality: { gb_defra_index: 2, pm2_5: 8, european_aqi: 20 },
      },
      forecast: { forecastday: forecast },
      source: { provider: 'open-meteo', sample: false, fetched_at: '2026-06-01T12:00:00.000Z', age_minutes: 5 },
      message: null,
      detail: null,
    },
    products: [
      ...Array.from({ length: 14 }, (_, i) => testProduct(`Compost Blend ${i + 1}`, 'Compost', { ranking: 14 - i })),
      testProduct('Pine Shavings', 'Animal Bedding'),
      testProduct('Granite Chips', 'Decorative Stone and Landscaping Products'),
      testProduct('Black Mulch', 'Mulch', { product_url: null }),
      testProduct('   ', 'Mulch'),
    ],
    weatherSuggestions: [
      { id: 1, weather_condition: 'Sunny', suggestion_text: 'Lay sod while the ground is dry.', related_products: 'Premium Topsoil, Sod' },
    ],
    contractorCounts: { landscaping: 5, hardscaping: 1, excavation: 0 },
    topContractors: {
      landscaping: [contractor('Green Acres', 'landscaping'), contractor('Maple Yards', 'landscaping'), contractor('Stone & Sod', 'landscaping')],
      hardscaping: [contractor('Paver Pros', 'hardscaping')],
      excavation: [],
    },
    schema: null,
    coverage: testCoverage(),
    nearby: testNearby(),
    degraded: [],
    composedAt: '2026-06-01T12:00:00.000Z',
    updatedAt: '2026-06-01T12:00:00.000Z',
    ...overrides,
  };
}
