import { describe, expect, it } from 'vitest';
import { autoFillSeo, seoTitle, seoTitleMaxLength } from './city-seo.js';

describe('SEO auto-fill', () => {
  it("writes the title as 'Landscaping Supplies {city} {province} | {brand}'", () => {
    expect(seoTitle('Barrie', 'Ontario', 'Acme Supply')).toBe('Landscaping Supplies Barrie Ontario | Acme Supply');
  });

  it('shortens a city name too long for the title to fit its column, never inside a letter', () => {
    const name = 'Île-Çhênes-🌲-'.repeat(30).slice(0, 255);
    const title = seoTitle(name, 'Ontario', 'Acme Supply');
    expect(title.length).toBeLessThanOrEqual(seoTitleMaxLength);
    expect(title).toMatch(/^Landscaping Supplies Île-Çhênes-🌲-.*… Ontario \| Acme Supply$/u);
    expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no half of a letter left
    expect(seoTitle('Ab'.repeat(100), 'Ontario', 'Acme Supply')).toBe(`Landscaping Supplies ${'Ab'.repeat(100)} Ontario | Acme Supply`);
  });

  it('fills title and a delivery description once name and province are both set', () => {
    const filled = autoFillSeo('Guelph', 'Ontario', 'Acme Supply');
    expect(filled?.seo_title).toBe('Landscaping Supplies Guelph Ontario | Acme Supply');
    expect(filled?.seo_description).toContain('delivered in Guelph, Ontario');
    expect(filled?.seo_description).toContain('Acme Supply');
  });

  it('fills nothing while the name or the province is missing', () => {
    expect(autoFillSeo('Guelph', '', 'Acme')).toBeUndefined();
    expect(autoFillSeo('  ', 'Ontario', 'Acme')).toBeUndefined();
  });
});
