import { describe, expect, it } from 'vitest';
import { monthsOf, percentChange, trendsOf } from './trends.js';

describe('overview trends', () => {
  it('is the percent change against last month, one decimal', () => {
    expect(percentChange(112, 100)).toBe(12);
    expect(percentChange(98, 100)).toBe(-2);
    expect(percentChange(10, 3)).toBe(233.3);
  });

  it('is null (a dash) without last month or when last month was 0', () => {
    expect(percentChange(5, undefined)).toBeNull();
    expect(percentChange(5, 0)).toBeNull();
    expect(trendsOf({ totalLocations: 3, activeProducts: 4, locationProducts: 5, avgDeliveryRadius: 40 }, undefined)).toEqual({
      totalLocations: null,
      activeProducts: null,
      locationProducts: null,
      avgDeliveryRadius: null,
    });
  });

  it('compares every figure with its own last value', () => {
    const trends = trendsOf(
      { totalLocations: 20, activeProducts: 40, locationProducts: 150, avgDeliveryRadius: 49 },
      { totalLocations: 16, activeProducts: 40, locationProducts: 100, avgDeliveryRadius: 50 },
    );
    expect(trends).toEqual({ totalLocations: 25, activeProducts: 0, locationProducts: 50, avgDeliveryRadius: -2 });
  });

  it('finds this month and the one before in UTC, across a year', () => {
    expect(monthsOf(new Date('2026-01-15T03:00:00Z'))).toEqual({
      current: new Date('2026-01-01T00:00:00Z'),
      previous: new Date('2025-12-01T00:00:00Z'),
    });
  });
});
