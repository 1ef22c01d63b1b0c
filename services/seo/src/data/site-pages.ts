import type { SeoPage } from '@local-seo/contracts';
import type { Db } from './db.js';
import { sitePages } from '../domain/index.js';

/**
 * The pages of the public site, from this service's copy of the cities: home,
 * delivery and the live city pages; with `includeInactive`, the dark city pages
 * too (active: false).
 */
export async function listSitePages(db: Db, { includeInactive = false } = {}): Promise<SeoPage[]> {
  const cities = await db.city.findMany({
    where: includeInactive ? {} : { pageActive: true },
    select: { id: true, name: true, slug: true, pageActive: true },
  });
  return sitePages(cities.map((city) => ({ id: city.id, city_name: city.name, url_slug: city.slug, page_active: city.pageActive })));
}
