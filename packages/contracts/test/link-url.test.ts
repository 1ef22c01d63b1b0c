import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cityUpdateSchema, linkUrl, productUpdateSchema } from '../src/index.js';

/** The first message a body is refused with (what the services answer), or undefined when it is taken. */
const refusal = (schema: z.ZodType, body: unknown) => schema.safeParse(body).error?.issues[0]?.message;

const hostile = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https:alert(1)',
  'https:/evil.example',
  'http:\\\\evil.example',
  'vbscript:msgbox(1)',
  '//evil.example/page',
  'ftp://files.example/x',
  'https://alert(1)',
  'https://shop.example@evil.example/',
  'https://',
  'https://exa mple.com',
  '/relative/path',
];

describe('URLs stored for links', () => {
  it.each(['https://www.example.com/', 'http://example.com/topsoil?size=1#top', 'HTTPS://Example.COM/a', 'https://xn--bcher-kva.example/', 'https://münchen.example/', 'https://127.0.0.1:8080/x', 'https://[::1]/'])(
    'takes the web address %j',
    (url) => {
      expect(linkUrl('Link', 500).safeParse(url).success).toBe(true);
    },
  );

  it.each(hostile)('refuses %j with a message that says what is wanted', (url) => {
    const message = linkUrl('Canonical URL', 500).safeParse(url).error?.issues[0]?.message;
    expect(message).toMatch(/^Canonical URL (must|may not)/);
  });

  it('is the rule of a city canonical URL and of a product URL alike, blank still clearing them', () => {
    for (const url of hostile) {
      expect(refusal(cityUpdateSchema, { canonical_url: url }), url).toMatch(/^Canonical URL/);
      expect(refusal(productUpdateSchema, { product_url: url }), url).toMatch(/^Product URL/);
    }
    expect(refusal(cityUpdateSchema, { canonical_url: 'javascript:alert(1)' })).toBe(
      'Canonical URL must be a valid URL starting with http:// or https:// (for example https://www.example.com/page)',
    );
    expect(cityUpdateSchema.parse({ canonical_url: '' }).canonical_url).toBeNull();
    expect(cityUpdateSchema.parse({ canonical_url: ' https://www.example.com/barrie ' }).canonical_url).toBe('https://www.example.com/barrie');
    expect(refusal(cityUpdateSchema, { canonical_url: `https://example.com/${'a'.repeat(500)}` })).toBe('Canonical URL must be at most 500 characters');
  });
});
