import type { AdminProduct } from '@local-seo/contracts';

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

/** One tab per category that has products, with its count, by name. */
export function categoryCounts(products: readonly AdminProduct[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  return [...counts].map(([category, count]) => ({ category, count })).sort((a, b) => a.category.localeCompare(b.category));
}

/** What the product search looks through: names, aliases, category, size and description (one field per line). */
export function productSearchText(product: AdminProduct): string {
  return [product.product_name, product.brand_product_name, product.aliases, product.category, product.size_attributes, product.description]
    .filter((part): part is string => part !== null && part !== '')
    .join('\n');
}

/** A price as a sortable number (no price sorts last). */
export const priceValue = (price: string | null): number | null => (price === null ? null : Number(price));
