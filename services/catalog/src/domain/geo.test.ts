import { describe, expect, it } from 'vitest';
import { coveragePairs, deliveryDistance, distanceKm } from './geo.js';

const toronto = { latitude: 43.6532, longitude: -79.3832 };
const barrie = { latitude: 44.3894, longitude: -79.6903 };
const ottawa = { latitude: 45.4215, longitude: -75.6972 };

describe('distanceKm', () => {
  it('measures great-circle distances in km', () => {
    expect(distanceKm(toronto, barrie)).toBeCloseTo(85.2, 0);
    expect(distanceKm(toronto, ottawa)).toBeCloseTo(352, -1);
    expect(distanceKm(barrie, barrie)).toBe(0);
  });
  it('is symmetric', () => {
    expect(distanceKm(toronto, ottawa)).toBeCloseTo(distanceKm(ottawa, toronto), 9);
  });
});

describe('deliveryDistance', () => {
  const yard = { id: 1, ...barrie, deliveryRadiusKm: 90 };
  it('delivers within the radius and answers the distance', () => {
    expect(deliveryDistance(yard, toronto)).toBeCloseTo(85.2, 0);
  });
  it('does not deliver beyond the radius', () => {
    expect(deliveryDistance({ ...yard, deliveryRadiusKm: 80 }, toronto)).toBeNull();
    expect(deliveryDistance(yard, ottawa)).toBeNull();
  });
  it('counts the radius edge as delivered', () => {
    const km = distanceKm(barrie, toronto);
    expect(deliveryDistance({ ...yard, deliveryRadiusKm: km }, toronto)).not.toBeNull();
  });
  it('a zero radius delivers only to the spot itself', () => {
    expect(deliveryDistance({ ...yard, deliveryRadiusKm: 0 }, barrie)).toBe(0);
    expect(deliveryDistance({ ...yard, deliveryRadiusKm: 0 }, toronto)).toBeNull();
  });
});

describe('coveragePairs', () => {
  it('pairs each city with the locations that deliver there', () => {
    const cities = [
      { id: 10, ...toronto },
      { id: 11, ...barrie },
      { id: 12, ...ottawa },
    ];
    const locations = [
      { id: 1, ...barrie, deliveryRadiusKm: 40 },
      { id: 2, latitude: 43.8, longitude: -79.5, deliveryRadiusKm: 100 },
    ];
    const pairs = coveragePairs(cities, locations).map((p) => `${p.locationId}->${p.cityId}`);
    expect(pairs.sort()).toEqual(['1->11', '2->10', '2->11']);
  });
});
