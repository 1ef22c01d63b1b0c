import { availabilityOrder, isPubliclyListed, otherCategory, type PublicProduct } from '@local-seo/contracts';
import { cleanCategoryName, collapseWhitespace, nameKey } from './names.js';

/** What the listing rules read of a product (only public fields: docs/decisions.md, decision 2). */
export interface ListingCandidate {
  id: number;
  productName: string;
  brandProductName: string | null;
  category: string;
  unitType: string;
  productUrl: string | null;
  ranking: number;
  seasonalAvailability: string | null;
  showOnAllCities: boolean;
  /** The brand status's name, or null for none. */
  brandStatus: string | null;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The public category: quotes stripped and trimmed; empty becomes 'Other'. */
const publicCategory = (category: string) => cleanCategoryName(category) || otherCategory;

/** The name a visitor sees: the brand product name when present. */
const displayName = (candidate: Pick<ListingCandidate, 'productName' | 'brandProductName'>) =>
  collapseWhitespace(candidate.brandProductName ?? '') || collapseWhitespace(candidate.productName);

/** Out of stock after the rest (docs/decisions.md, decision 10), then ranking descending, then name alphabetically (then id, so the order is total). */
function compareListed(a: PublicProduct, b: PublicProduct): number {
  return availabilityOrder(a) - availabilityOrder(b) || b.ranking - a.ranking || collator.compare(a.display_name, b.display_name) || a.id - b.id;
}

export function toPublicProduct(candidate: ListingCandidate): PublicProduct {
  return {
    id: candidate.id,
    product_name: collapseWhitespace(candidate.productName),
    brand_product_name: candidate.brandProductName === null ? null : collapseWhitespace(candidate.brandProductName) || null,
    display_name: displayName(candidate),
    category: publicCategory(candidate.category),
    unit_type: candidate.unitType,
    product_url: candidate.productUrl,
    ranking: candidate.ranking,
    seasonal_availability: candidate.seasonalAvailability,
    show_on_all_cities: candidate.showOnAllCities,
    brand_status: candidate.brandStatus,
  };
}

/**
 * The public product list (docs/behaviour/public-site.md#product-rules, applied on the server):
 * nameless and discontinued products dropped, one product per name within a category (compared
 * case-insensitively with whitespace collapsed; the higher ranked one stays),
 * sorted out of stock last, then by ranking descending then name.
 */
export function buildPublicListing(candidates: readonly ListingCandidate[]): PublicProduct[] {
  const sorted = candidates
    .map(toPublicProduct)
    .filter((product) => product.display_name !== '' && isPubliclyListed(product))
    .sort(compareListed);
  const seen = new Set<string>();
  return sorted.filter((product) => {
    const key = `${product.category.toLowerCase()}\u0000${nameKey(product.display_name)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The top of a listing: its first `count` products, with their position. */
export function topProducts(listing: readonly PublicProduct[], count: number) {
  return listing.slice(0, count).map((product, index) => ({ product, position: index + 1 }));
}
