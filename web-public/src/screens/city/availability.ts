import type { PageData, PageDataPart } from '@local-seo/contracts';

/**
 * Whether the gateway could not have this part of the page
 * (docs/behaviour/public-site.md#a-part-that-could-not-be-had): it then holds an
 * empty value, which must never read as "nothing here"; the part says it is
 * temporarily unavailable instead of showing its empty state.
 */
export const isUnavailable = (data: Pick<PageData, 'degraded'>, part: PageDataPart): boolean => data.degraded.includes(part);

/** The unavailable state's words, the same in both layouts. */
export const unavailableTexts = {
  products: (city: string) => `Products for ${city} are temporarily unavailable.`,
  contractors: (city: string) => `Local contractors for ${city} are temporarily unavailable.`,
  detail: 'Please check back in a few minutes.',
} as const;
