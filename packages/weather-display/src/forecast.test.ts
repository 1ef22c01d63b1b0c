import { describe, expect, it } from 'vitest';
import { forecastDayLabel, rainChanceLabel, unavailableTexts } from './forecast.js';

describe('forecastDayLabel', () => {
  it("labels the first day 'Today' and the others with weekday, month and day", () => {
    expect(forecastDayLabel('2026-06-02', 0)).toBe('Today');
    expect(forecastDayLabel('2026-06-03', 1)).toBe('Wed, Jun 3');
    expect(forecastDayLabel('2026-12-31', 13)).toBe('Thu, Dec 31');
  });

  it('keeps the date as it is when it cannot be read', () => {
    expect(forecastDayLabel('soon', 2)).toBe('soon');
  });
});

describe('rainChanceLabel', () => {
  it('shows the rain chance only when above 0', () => {
    expect(rainChanceLabel(40)).toBe('40%');
    expect(rainChanceLabel(0)).toBeNull();
    expect(rainChanceLabel(null)).toBeNull();
  });
});

it('has the spec texts for a missing forecast', () => {
  expect(unavailableTexts).toEqual({
    title: 'Weather forecast unavailable',
    detail: 'Check back soon for updated weather information',
  });
});
