import type { CityFacts } from '@local-seo/contracts';
import type { ProjectedCity } from '@local-seo/service-kit';
import { cityPagePath, programmaticKeywords } from '../domain/index.js';
import { readSeoSettings } from '../data/seo-settings.js';
import type { Tx } from '../data/db.js';

/**
 * A city page's keywords follow the copy of cities, in the transaction that
 * changes it (so an older event never moves them back). A city page seen for the
 * first time gets its programmatic keywords ('landscaping supplies {city}', ...),
 * also when it starts inactive, so they are there when it goes live; the first
 * fill of the copy gives them only to pages that have no keyword yet. A page
 * whose slug changed keeps its keywords at the new URL.
 */
export async function keepCityKeywords(tx: Tx, city: CityFacts, before: ProjectedCity | undefined): Promise<void> {
  const page = { pageType: 'city', pageId: String(city.id) };
  const pageUrl = cityPagePath(city.citySlug);
  if (!before) {
    if ((await tx.seoKeyword.count({ where: page })) > 0) return;
    const { programmatic_keyword_templates } = await readSeoSettings(tx);
    const keywords = programmaticKeywords(programmatic_keyword_templates, city.cityName);
    await tx.seoKeyword.createMany({
      data: keywords.map((keyword) => ({ ...page, pageUrl, keyword, keywordType: 'programmatic' })),
      skipDuplicates: true,
    });
    return;
  }
  if (before.slug !== city.citySlug) await tx.seoKeyword.updateMany({ where: page, data: { pageUrl } });
}
