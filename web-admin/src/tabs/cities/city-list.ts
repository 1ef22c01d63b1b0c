import { citySortKeys } from '@local-seo/contracts';
import { z } from 'zod';
import { listSearchSchema } from '../../lib/list-search';

/**
 * The Cities tab's view as its URL holds it (docs/behaviour/admin-back-office.md,
 * "Cities"): the search, the status, the sort and the page, e.g.
 * /admin/cities?search=ham&status=active&sort=slug&page=2. The cities service searches,
 * sorts and pages (GET /api/admin/cities/paged), by name by default.
 */
export const citiesSearchSchema = listSearchSchema(citySortKeys).extend({
  status: z.enum(['active', 'inactive']).optional().catch(undefined),
});
export type CitiesSearch = z.output<typeof citiesSearchSchema>;
export const defaultCitySort = citySortKeys[0];
/** The tab shows 25 cities a page unless its URL asks for more. */
export const cityPageSize = 25;
