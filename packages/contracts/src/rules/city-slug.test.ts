import { expectExamples } from '@local-seo/testing/examples';
import { describe, it } from 'vitest';
import { deriveSlug } from './city-slug.js';

describe('deriveSlug', () => {
  it('lowercases and turns spaces into hyphens, keeping digits', () => {
    expectExamples(deriveSlug, { Toronto: 'toronto', 'Parry Sound': 'parry-sound', 'New Tecumseth': 'new-tecumseth' });
    expectExamples(deriveSlug, { 'King City': 'king-city', '100 Mile House': '100-mile-house' });
  });

  it('drops other characters, repeated hyphens and hyphens at either end', () => {
    expectExamples(deriveSlug, { "St. Catharine's": 'st-catharines', '  Niagara-on-the-Lake  ': 'niagara-on-the-lake' });
    expectExamples(deriveSlug, { 'Bracebridge -- North': 'bracebridge-north', '---': '' });
  });

  it('keeps the base letter of an accented one', () => {
    expectExamples(deriveSlug, { Lévis: 'levis', 'Trois-Rivières': 'trois-rivieres' });
  });
});
