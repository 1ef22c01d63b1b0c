import { cityCreateSchema, introductionWordCount, localIntroductionWords } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { demoCities } from './cities.js';
import { withDemoContent } from './city-content.js';

/** Every demo city has its own introduction and resources (docs/decisions.md, decision 16), as the cities service takes them. */
describe('the demo cities’ own content', () => {
  /** Within the form's own guide (120-400 words): the longer ones are the towns that share a yard and its products with a neighbour. */
  it.each(demoCities.map((city) => [city.url_slug, city] as const))('%s: an introduction within the form’s word guide and 1-3 resources, taken by the city schema', (_slug, city) => {
    const body = withDemoContent({ province: 'Ontario', ...city });
    expect(introductionWordCount(body.local_introduction ?? '')).toBeGreaterThanOrEqual(localIntroductionWords.min);
    expect(introductionWordCount(body.local_introduction ?? '')).toBeLessThanOrEqual(localIntroductionWords.max);
    expect(body.local_resources?.length).toBeGreaterThanOrEqual(1);
    expect(body.local_resources?.length).toBeLessThanOrEqual(3);
    const parsed = cityCreateSchema.safeParse(body);
    expect(parsed.error?.issues).toBeUndefined();
  });

  it('says something of each place of its own: no two introductions open alike', () => {
    const openings = demoCities.map((city) => withDemoContent(city).local_introduction?.split(/\s+/).slice(2, 8).join(' '));
    expect(new Set(openings).size).toBe(demoCities.length);
  });
});
