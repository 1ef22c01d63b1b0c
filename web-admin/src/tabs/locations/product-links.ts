import type { AdminProduct } from '@local-seo/contracts';

/** A product a location carries, as the location's details name it. */
export interface LinkedProduct {
  id: number;
  product_name: string;
}

/** How many matches the product finder shows: enough to choose from, few enough to read. */
const productMatchLimit = 20;

/**
 * The products to offer for a search: those not carried yet whose name or
 * category holds every word typed (any case), by name, at most `limit`.
 */
export function productMatches(
  products: readonly Pick<AdminProduct, 'id' | 'product_name' | 'category'>[],
  search: string,
  carried: ReadonlySet<number>,
  limit = productMatchLimit,
): Pick<AdminProduct, 'id' | 'product_name' | 'category'>[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found = products.filter((product) => {
    if (carried.has(product.id)) return false;
    const text = `${product.product_name} ${product.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return found.sort((a, b) => a.product_name.localeCompare(b.product_name)).slice(0, limit);
}
