import { weatherReportSchema } from '@local-seo/contracts';
import { expect, it } from 'vitest';
import { unavailableWeatherReport } from './unavailable-report.js';

it("answers a city's missing forecast with no data, no source and the spec texts, in the contract's shape", () => {
  const report = unavailableWeatherReport('barrie');
  expect(weatherReportSchema.parse(report)).toEqual({
    city_slug: 'barrie',
    status: 'unavailable',
    current: null,
    forecast: null,
    source: { provider: null, sample: false, fetched_at: null, age_minutes: null },
    message: 'Weather forecast unavailable',
    detail: 'Check back soon for updated weather information',
  });
});
