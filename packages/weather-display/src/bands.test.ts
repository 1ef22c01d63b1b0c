import { expectAnswers } from '@local-seo/testing/examples';
import { describe, it } from 'vitest';
import { airQualityBand, pollenBand, uvBand } from './bands.js';

// Each band with the values at its edges.

describe('uvBand', () => {
  it('bands the UV index', () => expectAnswers(uvBand, { Low: [0, 2], Moderate: [2.1, 5], High: [6, 7], 'Very High': [7.5, 11] }));
});

describe('pollenBand', () => {
  it('bands the pollen index', () => expectAnswers(pollenBand, { Low: [0, 3], Moderate: [4, 6], High: [6.5, 12] }));
});

describe('airQualityBand', () => {
  it('bands PM2.5', () => expectAnswers(airQualityBand, { Good: [0, 12], Moderate: [12.1, 35], Unhealthy: [35.4, 150] }));
});
