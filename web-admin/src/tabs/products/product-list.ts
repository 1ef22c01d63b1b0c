import { productSortKeys, type TaxonomyEntry } from '@local-seo/contracts';
import type { z } from 'zod';
import { listSearchSchema, urlText } from '../../lib/list-search';

/** Tab labels are cut at 12 characters (docs/behaviour/admin-back-office.md#products); the full name stays in the title and the accessible name. */
const tabLabelLimit = 12;

export function tabLabel(name: string, limit = tabLabelLimit): string {
  const characters = Array.from(name);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}...` : name;
}

interface CategoryCount {
  category: string;
  count: number;
}

/** One tab per category that has products, with its count, by name; and every product's count (the All tab). */
export function categoryCounts(categories: readonly TaxonomyEntry[]): { tabs: CategoryCount[]; total: number } {
  const tabs = categories
    .filter((entry) => entry.product_count > 0)
    .map((entry) => ({ category: entry.name, count: entry.product_count }))
    .sort((a, b) => a.category.localeCompare(b.category));
  return { tabs, total: tabs.reduce((sum, tab) => sum + tab.count, 0) };
}

/**
 * The Products tab's view as its URL holds it (docs/behaviour/admin-back-office.md, "Products"):
 * the search, the category tab, the sort and the page, e.g.
 * /admin/products?search=mulch&category=Mulch&sort=price&order=desc&page=2.
 * The catalog searches, sorts and pages (GET /api/products/paged); its default order
 * ('category': category, priority, name) is the whole list's.
 */
export const productsSearchSchema = listSearchSchema(productSortKeys).extend({ category: urlText });
export type ProductsSearch = z.output<typeof productsSearchSchema>;
export const defaultProductSort = productSortKeys[0];
