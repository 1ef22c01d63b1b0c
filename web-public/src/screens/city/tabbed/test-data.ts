// Page data for the tabbed layout's unit tests: a city with weather, products and contractors.
import type { ForecastDay, PageData } from '@local-seo/contracts';
import { testCity, testContractor, testCoverage, testNearby, testProduct } from '../../../testing/fixtures';

/** 14 days from Monday 2026-11-23; the third day has no chance of rain. */
const forecastDays: ForecastDay[] = Array.from({ length: 14 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 10, 23 + index)).toISOString().slice(0, 10);
  const texts = ['Light rain', 'Partly cloudy', 'Sunny', 'Light snow'];
  return {
    date,
    day: {
      maxtemp_c: 8 + (index % 3),
      maxtemp_f: null,
      mintemp_c: -1,
      mintemp_f: null,
      daily_chance_of_rain: index === 2 ? 0 : 40,
      avghumidity: 70,
      maxwind_kph: 18,
      uv: 2,
      condition: { text: texts[index % texts.length]! },
    },
  };
});

export function tabbedPageData(overrides: Partial<PageData> = {}): PageData {
  return {
    city: testCity({ template: 'tabbed' }),
    weather: {
      city_slug: 'barrie',
      status: 'fresh',
      current: {
        temp_c: 21.4,
        temp_f: 70.5,
        feelslike_c: 22.1,
        feelslike_f: 71.8,
        humidity: 62,
        wind_kph: 14.8,
        uv: 6.2,
        vis_km: 24.1,
        condition: { text: 'Light rain' },
        air_quality: null,
      },
      forecast: { forecastday: forecastDays },
      source: { provider: 'open-meteo', sample: false, fetched_at: '2026-11-23T12:00:00.000Z', age_minutes: 3 },
      message: null,
      detail: null,
    },
    products: [
      testProduct('Triple Mix', 'Soils and Soil Mixtures', { ranking: 90 }),
      testProduct('Black Mulch', 'Mulch', { ranking: 80, brand_product_name: 'Northway Black Mulch', display_name: 'Northway Black Mulch' }),
      testProduct('Cedar Mulch', 'Mulch', { ranking: 70 }),
      testProduct('Screened Topsoil', 'Soils and Soil Mixtures', { ranking: 60, product_url: null }),
    ],
    weatherSuggestions: [
      { id: 1, weather_condition: 'Rain', suggestion_text: 'Plan drainage work for the first dry day.', related_products: 'Drainage Gravel, Clear Stone' },
      { id: 2, weather_condition: 'Sunny', suggestion_text: 'Lay sod while the ground is dry.', related_products: 'Premium Topsoil, Sod' },
    ],
    contractorCounts: { landscaping: 7, hardscaping: 2, excavation: 0 },
    topContractors: {
      landscaping: [testContractor('Green Acres', 'landscaping'), testContractor('Maple Yards', 'landscaping', { rating: null, total_ratings: null }), testContractor('Stone & Sod', 'landscaping')],
      hardscaping: [testContractor('Paver Pros', 'hardscaping', { total_ratings: 1 }), testContractor('Wall Works', 'hardscaping')],
      excavation: [],
    },
    schema: null,
    coverage: testCoverage(),
    nearby: testNearby(),
    degraded: [],
    composedAt: '2026-11-23T12:00:00.000Z',
    updatedAt: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}
