import { describe, expect, it } from 'vitest';
import { sectionOf, seoSearchSchema } from './keyword-list';

describe("the SEO Analytics tab's URL", () => {
  it('holds the section and the keyword list’s search, sort and page; what cannot be part of the view is left out', () => {
    expect(seoSearchSchema.parse({ section: 'keywords', search: 'mulch', sort: 'position', order: 'desc', page: 2 })).toEqual({
      section: 'keywords',
      search: 'mulch',
      sort: 'position',
      order: 'desc',
      page: 2,
    });
    expect(seoSearchSchema.parse({ section: 'elsewhere', sort: 'clicks' })).toEqual({});
  });

  it('shows the section it names, the keywords for a link to their list alone, else the overview', () => {
    expect(sectionOf({ section: 'settings' })).toBe('settings');
    expect(sectionOf({ search: 'mulch' })).toBe('keywords');
    expect(sectionOf({})).toBe('overview');
  });
});
