import { describe, expect, it } from 'vitest';
import { subjectMatches } from './subjects.js';

describe('subjectMatches (as NATS matches subjects)', () => {
  it('matches an exact subject and nothing longer or shorter', () => {
    expect(subjectMatches('seo.schema-settings.updated', 'seo.schema-settings.updated')).toBe(true);
    expect(subjectMatches('seo.schema-settings.updated', 'seo.schema-settings')).toBe(false);
    expect(subjectMatches('seo.schema-settings', 'seo.schema-settings.updated')).toBe(false);
  });

  it('takes * for exactly one token', () => {
    expect(subjectMatches('cities.*.updated', 'cities.city.updated')).toBe(true);
    expect(subjectMatches('cities.*', 'cities.city.updated')).toBe(false);
    expect(subjectMatches('cities.*.*', 'catalog.products.changed')).toBe(false);
  });

  it('takes a final > for one or more tokens', () => {
    expect(subjectMatches('cities.>', 'cities.city.created')).toBe(true);
    expect(subjectMatches('cities.>', 'cities')).toBe(false);
    expect(subjectMatches('cities.>', 'citiesx.city.created')).toBe(false);
    expect(subjectMatches('>', 'weather.suggestions.changed')).toBe(true);
  });
});
