// The outcome's helpers, without zod: the public site's browser code reads page data with them.
import type { PageData, PageDataOutcome } from './page-data.js';

/** The page the outcome holds, or null when the address moved or is gone (or is unknown). */
export const pageInOutcome = <P>(outcome: PageDataOutcome<P> | null | undefined): P | null => (outcome?.kind === 'page' ? outcome.page : null);

/**
 * What an HTTP reader of `GET /api/page-data/:slug` makes of the page it got for `asked`: the
 * gateway answers an earlier slug 301 to the current slug's page data, which fetch follows, so a
 * page whose city has another slug is where the address moved.
 */
export function outcomeOfFollowed<P>(asked: string, page: P, city: Pick<PageData['city'], 'url_slug' | 'id'>): PageDataOutcome<P> {
  return city.url_slug === asked ? { kind: 'page', page } : { kind: 'moved', slug: city.url_slug, cityId: city.id };
}
