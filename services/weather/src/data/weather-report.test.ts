import type { Weather } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { sunnyDay } from '../../test/helpers/forecast-day.js';
import type { CachePolicy } from '../domain/freshness.js';
import { weatherReport, type StoredWeather } from './weather-report.js';

const policy: CachePolicy = { ttlMinutes: 60, maxStaleHours: 24, retryAfterMinutes: 5, refreshLeadMinutes: 15 };
const now = new Date('2026-06-03T03:30:00Z'); // 23:30 on June 2 in Toronto

const weather: Weather = {
  current: {
    temp_c: 18,
    temp_f: 64.4,
    feelslike_c: 18,
    feelslike_f: 64.4,
    humidity: 60,
    wind_kph: 10,
    uv: 0,
    vis_km: 10,
    condition: { text: 'Clear' },
    air_quality: null,
  },
  forecast: { forecastday: ['2026-06-01', '2026-06-02', '2026-06-03'].map(sunnyDay) },
};
const stored = (minutesAgo: number, provider = 'open-meteo'): StoredWeather => ({
  provider,
  requestTimestamp: new Date(now.getTime() - minutesAgo * 60_000),
  weather,
  timezone: 'America/Toronto',
});

describe('weatherReport', () => {
  it('serves fresh data from today where the city is', () => {
    const report = weatherReport('barrie', stored(20), now, policy);
    expect(report).toMatchObject({ status: 'fresh', message: null, detail: null, source: { provider: 'open-meteo', sample: false, age_minutes: 20 } });
    expect(report.forecast!.forecastday.map((d) => d.date)).toEqual(['2026-06-02', '2026-06-03']);
  });

  it('says the age of stale data', () => {
    expect(weatherReport('barrie', stored(125), now, policy)).toMatchObject({
      status: 'stale',
      message: 'Weather last updated 2 hours ago; newer weather is not available right now',
      detail: 'Check back soon for updated weather information',
    });
  });

  it('is unavailable with nothing stored, data past the stale limit, or no day left to show', () => {
    for (const report of [
      weatherReport('barrie', null, now, policy),
      weatherReport('barrie', stored(24 * 60), now, policy),
      weatherReport('barrie', stored(10), new Date('2026-06-05T12:00:00Z'), { ...policy, ttlMinutes: 10_000, maxStaleHours: 1000 }),
    ]) {
      expect(report).toMatchObject({ status: 'unavailable', current: null, forecast: null, message: 'Weather forecast unavailable' });
    }
  });

  it('labels sample data', () => {
    expect(weatherReport('barrie', stored(1, 'sample'), now, policy)).toMatchObject({
      source: { provider: 'sample', sample: true },
      message: 'Sample weather data for demonstration only, not a real forecast',
    });
  });
});
