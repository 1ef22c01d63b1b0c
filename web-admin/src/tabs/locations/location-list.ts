import { locationSortKeys } from '@local-seo/contracts';
import type { z } from 'zod';
import { listSearchSchema, urlText } from '../../lib/list-search';

/**
 * The All Locations table's view as the tab's URL holds it (docs/behaviour/admin-back-office.md,
 * "Supplier Locations"): the search, the city, the sort and the page, e.g.
 * /admin/locations?search=pit&city=Barrie&sort=radius. The catalog searches, sorts and pages
 * (GET /api/supplier-locations/paged), by name by default.
 */
export const locationsSearchSchema = listSearchSchema(locationSortKeys).extend({ city: urlText });
export type LocationsSearch = z.output<typeof locationsSearchSchema>;
export const defaultLocationSort = locationSortKeys[0];
/** 25 locations a page unless the URL asks for more. */
export const locationPageSize = 25;
