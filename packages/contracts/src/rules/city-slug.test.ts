import { describe, expect, it } from 'vitest';
import { deriveSlug } from './city-slug.js';

describe('deriveSlug', () => {
  it.each([
    ['Toronto', 'toronto'],
    ['Parry Sound', 'parry-sound'],
    ['New Tecumseth', 'new-tecumseth'],
    ['King City', 'king-city'],
    ["St. Catharine's", 'st-catharines'],
    ['  Niagara-on-the-Lake  ', 'niagara-on-the-lake'],
    ['Bracebridge -- North', 'bracebridge-north'],
    ['Lévis', 'levis'],
    ['Trois-Rivières', 'trois-rivieres'],
    ['100 Mile House', '100-mile-house'],
    ['---', ''],
  ])('%s gives %s', (name, slug) => {
    expect(deriveSlug(name)).toBe(slug);
  });
});
