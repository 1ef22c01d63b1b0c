import { describe, expect, it } from 'vitest';
import { airQualityBand, pollenBand, uvBand } from './bands.js';

describe('uvBand', () => {
  it.each([
    [0, 'Low'],
    [2, 'Low'],
    [2.1, 'Moderate'],
    [5, 'Moderate'],
    [6, 'High'],
    [7, 'High'],
    [7.5, 'Very High'],
    [11, 'Very High'],
  ])('UV %d is %s', (uv, band) => expect(uvBand(uv)).toBe(band));
});

describe('pollenBand', () => {
  it.each([
    [0, 'Low'],
    [3, 'Low'],
    [4, 'Moderate'],
    [6, 'Moderate'],
    [6.5, 'High'],
    [12, 'High'],
  ])('pollen index %d is %s', (index, band) => expect(pollenBand(index)).toBe(band));
});

describe('airQualityBand', () => {
  it.each([
    [0, 'Good'],
    [12, 'Good'],
    [12.1, 'Moderate'],
    [35, 'Moderate'],
    [35.4, 'Unhealthy'],
    [150, 'Unhealthy'],
  ])('PM2.5 of %d is %s', (pm, band) => expect(airQualityBand(pm)).toBe(band));
});
