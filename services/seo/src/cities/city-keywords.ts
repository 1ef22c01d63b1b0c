import { cityCreated, durableConsumers } from '@local-seo/contracts';
import { subscribeToEvents } from '@local-seo/service-kit';
import type { SeoContext } from '../db.js';
import { cityPagePath, programmaticKeywords } from '../domain/index.js';
import { readSeoSettings } from '../stores/seo-settings.js';

export const cityPagesDurable = durableConsumers.seoCityPages.durable;

/**
 * A new city page gets its programmatic keywords ('landscaping supplies
 * {city}', ...), also when it starts inactive, so they are there when it goes
 * live; a page whose slug changed keeps its keywords at the new URL.
 */
export function consumeCityEvents(ctx: SeoContext) {
  return subscribeToEvents(ctx.bus, ctx.db, {
    durable: cityPagesDurable,
    events: durableConsumers.seoCityPages.events,
    async handle(event, tx) {
      const { city } = event.data;
      const page = { pageType: 'city', pageId: String(city.id) };
      if (event.type === cityCreated.type) {
        const { programmatic_keyword_templates } = await readSeoSettings(tx);
        const keywords = programmaticKeywords(programmatic_keyword_templates, city.cityName);
        await tx.seoKeyword.createMany({
          data: keywords.map((keyword) => ({ ...page, pageUrl: cityPagePath(city.citySlug), keyword, keywordType: 'programmatic' })),
          skipDuplicates: true,
        });
        return;
      }
      if (event.data.previousSlug !== null) {
        await tx.seoKeyword.updateMany({ where: page, data: { pageUrl: cityPagePath(city.citySlug) } });
      }
    },
  });
}
