// Product rules shared by both city layouts (docs/behaviour/public-site.md#product-rules).
import { availabilityOrder, isPubliclyListed, type otherCategory as contractsOtherCategory, type PublicProduct } from '@local-seo/contracts';

/**
 * The contracts' 'Other', typed against it. A value import of the contracts in
 * browser code would bundle their zod schemas (about 50 KB gzipped).
 */
const otherCategory: typeof contractsOtherCategory = 'Other';

/** A product with the name a visitor sees, under its cleaned category. */
export interface NamedProduct extends PublicProduct {
  name: string;
  category: string;
}

interface ProductCategoryGroup {
  category: string;
  products: NamedProduct[];
}

// Straight and typographic quotes, and backticks, as spreadsheets leave them.
const quotes = /["'`\u2018\u2019\u201C\u201D]/g;

/** Quotes stripped and trimmed; an empty category becomes 'Other'. */
export function cleanCategoryName(category: string | null | undefined): string {
  const cleaned = (category ?? '').replace(quotes, '').trim();
  return cleaned === '' ? otherCategory : cleaned;
}

/** The name shown (the brand name is preferred upstream in display_name), trimmed; '' when it has none. */
export function productDisplayName(product: Pick<PublicProduct, 'display_name' | 'product_name'>): string {
  return (product.display_name || product.product_name || '').trim();
}

/** Names compare case-insensitively with whitespace collapsed. */
export function productNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const byName = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true });

/** Out of stock after the rest (docs/decisions.md, decision 10), then ranking descending, then name alphabetical. */
export function compareProducts(a: NamedProduct, b: NamedProduct): number {
  return availabilityOrder(a) - availabilityOrder(b) || b.ranking - a.ranking || byName.compare(a.name, b.name);
}

/**
 * The products to show, grouped by cleaned category: nameless and discontinued products dropped,
 * each category de-duplicated by name (the best-ranked copy stays) and sorted.
 * Categories come alphabetically, 'Other' last.
 */
export function groupProductsByCategory(products: readonly PublicProduct[]): ProductCategoryGroup[] {
  const named = products
    .map((product): NamedProduct => ({ ...product, name: productDisplayName(product), category: cleanCategoryName(product.category) }))
    .filter((product) => product.name !== '' && isPubliclyListed(product))
    .sort(compareProducts);

  const groups = new Map<string, { seen: Set<string>; products: NamedProduct[] }>();
  for (const product of named) {
    const group = groups.get(product.category) ?? { seen: new Set<string>(), products: [] };
    groups.set(product.category, group);
    const key = productNameKey(product.name);
    if (group.seen.has(key)) continue;
    group.seen.add(key);
    group.products.push(product);
  }

  return [...groups.entries()]
    .map(([category, group]) => ({ category, products: group.products }))
    .sort((a, b) => Number(a.category === otherCategory) - Number(b.category === otherCategory) || byName.compare(a.category, b.category));
}
