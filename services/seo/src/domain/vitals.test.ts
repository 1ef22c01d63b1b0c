import { describe, expect, it } from 'vitest';
import { clampedVital, vitalRating } from './vitals.js';

describe('the ratings of field Core Web Vitals', () => {
  it('rates each metric by the CrUX thresholds, a value on a threshold counting as the better side', () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4000)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('INP', 200)).toBe('good');
    expect(vitalRating('INP', 501)).toBe('poor');
    expect(vitalRating('CLS', 0.1)).toBe('good');
    expect(vitalRating('CLS', 0.2)).toBe('needs-improvement');
    expect(vitalRating('CLS', 0.26)).toBe('poor');
    expect(vitalRating('FCP', 1801)).toBe('needs-improvement');
    expect(vitalRating('TTFB', 1801)).toBe('poor');
  });

  it('keeps a value within its metric range', () => {
    expect(clampedVital('LCP', 3_600_000)).toBe(60_000);
    expect(clampedVital('CLS', 42)).toBe(10);
    expect(clampedVital('INP', 120)).toBe(120);
  });
});
