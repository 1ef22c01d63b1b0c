import { describe, expect, it } from 'vitest';
import { autoFillSeo, seoTitle } from './city-seo.js';

describe('SEO auto-fill', () => {
  it("writes the title as 'Landscaping Supplies {city} {province} | {brand}'", () => {
    expect(seoTitle('Barrie', 'Ontario', 'Acme Supply')).toBe('Landscaping Supplies Barrie Ontario | Acme Supply');
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
