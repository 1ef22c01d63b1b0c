import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  catalogFields,
  cityUpdateSchema,
  keywordCreateSchema,
  productUpdateSchema,
  schemaSettingsSchema,
  submitToGoogleSchema,
  textProblem,
  weatherSuggestionUpdateSchema,
} from '../src/index.js';

/** The first message a body is refused with (what the services answer), or undefined when it is taken. */
const refusal = (schema: z.ZodType, body: unknown) => schema.safeParse(body).error?.issues[0]?.message;

describe('text fields', () => {
  it('take accents, emoji, right-to-left text, joiners and fullwidth letters within the limit', () => {
    for (const name of ['Montréal-Nord', 'Île-d’Orléans 🌲', 'Saint-Jérôme\u200d👨‍👩‍👧', 'القدس \u202eabc', 'ＴＯＫＹＯ', 'é'.repeat(255)]) {
      expect(refusal(cityUpdateSchema, { city_name: name }), name).toBeUndefined();
    }
    // Tab and line breaks stay allowed in multi-line text.
    expect(refusal(productUpdateSchema, { description: 'Screened.\r\n\tBagged.' })).toBeUndefined();
  });

  it('keep the other control characters in free text, marked as such in the JSON Schema, but never NUL', () => {
    expect(refusal(productUpdateSchema, { description: 'Pasted \u000b from a word processor \u0001' })).toBeUndefined();
    expect(refusal(productUpdateSchema, { description: 'Pasted\u0000' })).toBe('Description cannot contain NUL characters');
    expect(refusal(weatherSuggestionUpdateSchema, { suggestion_text: 'a\u0000' })).toBe('Suggestion text cannot contain NUL characters');
    const properties = z.toJSONSchema(productUpdateSchema, { io: 'input', unrepresentable: 'any' }).properties as Record<string, unknown>;
    expect(JSON.stringify(properties.description)).toContain('"freeText":true');
    expect(JSON.stringify(properties.product_name)).not.toContain('freeText');
  });

  it('count length in characters (code points), as a VarChar column does', () => {
    // 255 emoji are 510 UTF-16 units but 255 characters to PostgreSQL: they fit, so they are taken.
    expect(refusal(cityUpdateSchema, { city_name: '🌲'.repeat(255) })).toBeUndefined();
    expect(refusal(cityUpdateSchema, { city_name: '🌲'.repeat(256) })).toBe('City name must be at most 255 characters');
  });

  it('refuse NUL, other control characters and lone surrogates with a plain message', () => {
    expect(refusal(cityUpdateSchema, { city_name: 'Barrie\u0000' })).toBe('City name cannot contain control characters');
    expect(refusal(cityUpdateSchema, { seo_title: 'ding\u0007' })).toBe('SEO title cannot contain control characters');
    expect(refusal(cityUpdateSchema, { canonical_url: 'https://example.com/\u0000' })).toBe('Canonical URL cannot contain control characters');
    expect(refusal(cityUpdateSchema, { country: 'Canada\u007f' })).toBe('Country cannot contain control characters');
    expect(refusal(productUpdateSchema, { description: 'half \ud800 a pair' })).toBe('Description contains an invalid character (broken Unicode)');
    expect(refusal(productUpdateSchema, { aliases: ['topsoil', 'soil\u0000'] })).toBe('Aliases cannot contain control characters');
    expect(refusal(weatherSuggestionUpdateSchema, { related_products: 'Sand,\u0001Gravel' })).toBe('Related products cannot contain control characters');
    expect(refusal(keywordCreateSchema, { page_type: 'home', page_id: 'home', keyword: 'topsoil\u0000', keyword_type: 'primary' })).toBe(
      'Keyword cannot contain control characters',
    );
    expect(refusal(submitToGoogleSchema, { sitemapUrl: 'https://example.com/sitemap.xml\u0000' })).toBe('Sitemap URL cannot contain control characters');
    expect(textProblem('\u0085', 'Notes')).toBe('Notes cannot contain control characters');
  });

  it('refuse NUL in the schema settings, kept in a jsonb column that cannot hold it', () => {
    const settings = schemaSettingsSchema.shape.businessDetails.shape.officialName;
    expect(refusal(settings, 'Northway\u0000')).toBe('Official name cannot contain control characters');
  });

  it('a 600-character canonical URL is refused by the contract, not by the column', () => {
    const url = `https://example.com/${'a'.repeat(580)}`;
    expect(refusal(cityUpdateSchema, { canonical_url: url })).toBe('Canonical URL must be at most 500 characters');
    expect(refusal(cityUpdateSchema, { canonical_url: url.slice(0, 500) })).toBeUndefined();
  });

  it('refuse numbers their columns cannot hold', () => {
    expect(refusal(cityUpdateSchema, { population: 2 ** 31 })).toBe('Population must be at most 2147483647');
    expect(refusal(productUpdateSchema, { fob_price: '100000000' })).toBe('FOB price must be less than 100000000');
    expect(refusal(productUpdateSchema, { fob_price: '99999999.99' })).toBeUndefined();
    expect(refusal(catalogFields.decimal('Delivery radius', 6, 2), 10_000)).toBe('Delivery radius must be less than 10000');
  });
});
