import type { PublicProduct } from '@local-seo/contracts';
import { compareProducts, productDisplayName, productNameKey, type NamedProduct } from '../screens/city/products';

/** The best-ranked products of a city in the order of docs/behaviour/public-site.md#product-rules, nameless ones dropped, each name once. */
export function topProducts(products: readonly PublicProduct[], count: number): { name: string; url: string | null }[] {
  const seen = new Set<string>();
  return products
    .map((product): NamedProduct => ({ ...product, name: productDisplayName(product) }))
    .filter((product) => product.name !== '')
    .sort(compareProducts)
    .filter((product) => {
      const key = productNameKey(product.name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count)
    .map((product) => ({ name: product.name, url: product.product_url }));
}
