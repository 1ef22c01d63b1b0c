import { describe, expect, it } from 'vitest';
import { distanceKm, nearestPlaces } from './distance.js';

const place = (slug: string, latitude: number, longitude: number) => ({ slug, name: slug[0]!.toUpperCase() + slug.slice(1), latitude, longitude });
const barrie = place('barrie', 44.3894, -79.6903);
const toronto = place('toronto', 43.6532, -79.3832);

describe('distanceKm', () => {
  it('is the great-circle distance', () => {
    expect(distanceKm(toronto, barrie)).toBeCloseTo(85.2, 0);
    expect(distanceKm(barrie, barrie)).toBe(0);
  });
});

describe('nearestPlaces (Nearby service areas)', () => {
  const places = [
    toronto,
    place('orillia', 44.6082, -79.4197),
    place('innisfil', 44.3001, -79.6116),
    place('ottawa', 45.4215, -75.6972),
    place('alliston', 44.1534, -79.8683),
    place('midland', 44.7495, -79.8923),
    place('collingwood', 44.5008, -80.2169),
    place('guelph', 43.5448, -80.2482),
  ];

  it('lists the nearest places first, at most `count`, with km to one decimal', () => {
    const nearest = nearestPlaces(barrie, places, 6);
    expect(nearest.map((p) => p.slug)).toEqual(['innisfil', 'alliston', 'orillia', 'midland', 'collingwood', 'toronto']);
    expect(nearest[0]!.distanceKm).toBe(11.7);
  });

  it('never lists the city itself, nor a record at the very same spot', () => {
    const nearest = nearestPlaces(barrie, [barrie, { ...barrie, slug: 'barrie-old', name: 'Barrie (old)' }, toronto], 6);
    expect(nearest.map((p) => p.slug)).toEqual(['toronto']);
  });

  it('orders places at the same distance by name', () => {
    const east = place('zeta', 44.3894, -79.5), west = place('alpha', 44.3894, -79.8806);
    expect(nearestPlaces(barrie, [east, west], 6).map((p) => p.slug)).toEqual(['alpha', 'zeta']);
  });

  it('answers nothing when there is no other place', () => {
    expect(nearestPlaces(barrie, [], 6)).toEqual([]);
  });
});
