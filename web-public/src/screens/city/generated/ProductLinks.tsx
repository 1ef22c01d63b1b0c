import type { PublicProduct, SiteSettings } from '@local-seo/contracts';
import { topProducts } from '../../../seo/top-products';
import { generatedTexts } from './texts';

/** How many of the city's best-ranked products the footer links to. */
const linkedProducts = 8;

/** The footer's product links (a band of the site footer): the city's best-ranked products and the whole shop. */
export function ProductLinks({ city, products, site }: { city: string; products: PublicProduct[]; site: SiteSettings }) {
  return (
    <nav className="gen-product-links" aria-labelledby="gen-product-links-title">
      <h2 id="gen-product-links-title">
        {generatedTexts.footerProducts}
        <span className="visually-hidden"> in {city}</span>
      </h2>
      <ul>
        {topProducts(products, linkedProducts).map((product) => (
          <li key={product.name}>
            <a href={product.url ?? site.shopUrl}>{product.name}</a>
          </li>
        ))}
        <li>
          <a href={site.shopUrl}>{generatedTexts.shopAllProducts}</a>
        </li>
      </ul>
    </nav>
  );
}
