import { weatherSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { sampleReading } from './sample.js';

const toronto = { latitude: 43.65, longitude: -79.38 };

describe('the sample provider', () => {
  it('answers 14 days from today in the one Weather shape, labelled as sample', () => {
    const reading = sampleReading(toronto, new Date('2026-06-02T16:00:00Z'));
    expect(weatherSchema.parse(reading.weather)).toEqual(reading.weather);
    expect(reading.provider).toBe('sample');
    expect(reading.raw).toMatchObject({ sample: true });
    const days = reading.weather.forecast.forecastday;
    expect(days).toHaveLength(14);
    expect(days[0]!.date).toBe('2026-06-02');
    expect(days[13]!.date).toBe('2026-06-15');
  });

  it('is the same for a place and moment, and differs between places', () => {
    const at = new Date('2026-06-02T16:00:00Z');
    expect(sampleReading(toronto, at).weather).toEqual(sampleReading(toronto, at).weather);
    expect(sampleReading({ latitude: 45.33, longitude: -79.22 }, at).weather).not.toEqual(sampleReading(toronto, at).weather);
  });

  it('follows the Ontario seasons', () => {
    const highs = (iso: string) => sampleReading(toronto, new Date(iso)).weather.forecast.forecastday.map((d) => d.day.maxtemp_c!);
    const january = highs('2026-01-15T17:00:00Z');
    const july = highs('2026-07-15T17:00:00Z');
    expect(Math.max(...january)).toBeLessThan(6);
    expect(Math.min(...july)).toBeGreaterThan(19);
    for (const day of sampleReading(toronto, new Date('2026-01-15T17:00:00Z')).weather.forecast.forecastday) {
      expect(day.day.mintemp_c!).toBeLessThan(day.day.maxtemp_c!);
      expect(day.day.condition.text).not.toBe('Light rain'); // rain below freezing falls as snow
    }
  });
});
