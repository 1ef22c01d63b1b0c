import type { CityFacts, NearbyCity, PageData } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { changesNeighbours } from './neighbours.js';

const barrie = { id: 1, url_slug: 'barrie', latitude: 44.3894, longitude: -79.6903 } as PageData['city'];
const near = (slug: string, km: number): NearbyCity => ({ city_name: slug, province: 'Ontario', url_slug: slug, distance_km: km });
const six = ['innisfil', 'alliston', 'orillia', 'midland', 'collingwood', 'toronto'].map((slug, i) => near(slug, 10 + i * 15));
const city = (slug: string, latitude: number, longitude: number, pageActive = true): CityFacts => ({
  id: 99,
  citySlug: slug,
  cityName: slug,
  province: 'Ontario',
  latitude,
  longitude,
  population: null,
  pageActive,
  template: 'standard',
});

describe('changesNeighbours (a page-data entry to drop when another city changes)', () => {
  const page = { city: barrie, nearby: six };
  it('drops a page listing the changed city, by its slug or the one it had', () => {
    expect(changesNeighbours(page, city('orillia', 44.6, -79.4, false), null)).toBe(true);
    expect(changesNeighbours(page, city('orillia-city', 44.6, -79.4), 'orillia')).toBe(true);
  });
  it('drops a page a live city is now nearer to than its farthest neighbour', () => {
    expect(changesNeighbours(page, city('painswick', 44.35, -79.67), null)).toBe(true);
  });
  it('keeps a page the change cannot reach: far away, or not live', () => {
    expect(changesNeighbours(page, city('ottawa', 45.42, -75.69), null)).toBe(false);
    expect(changesNeighbours(page, city('painswick', 44.35, -79.67, false), null)).toBe(false);
  });
  it('drops a page with fewer than six neighbours for any live city, and never its own page', () => {
    expect(changesNeighbours({ city: barrie, nearby: six.slice(0, 2) }, city('ottawa', 45.42, -75.69), null)).toBe(true);
    expect(changesNeighbours(page, { ...city('barrie', 44.39, -79.69), id: 1 }, null)).toBe(false);
  });
});
