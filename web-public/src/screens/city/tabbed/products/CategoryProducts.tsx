import type { NamedProduct } from '../../products';
import { categoryListIds, splitForShowAll } from './category-list';
import { ProductCard } from './ProductCard';
import './category-products.css';

interface CategoryProductsProps {
  index: number;
  category: string;
  products: NamedProduct[];
  city: string;
  shopUrl: string;
  /** Not the chosen category: in the HTML for crawlers, hidden from view. */
  hidden: boolean;
}

/**
 * One category's cards: the first 12, then the rest inside a <details> whose summary
 * reads 'Show all N {category} products'. All of it is in the server's HTML and opens
 * without JavaScript; opening it only adds below what is on screen (no layout shift).
 */
export function CategoryProducts({ index, category, products, city, shopUrl, hidden }: CategoryProductsProps) {
  const { first, rest } = splitForShowAll(products);
  const ids = categoryListIds(index, products.length);
  const cards = (list: NamedProduct[]) =>
    list.map((product) => (
      <li key={product.id}>
        <ProductCard product={product} city={city} shopUrl={shopUrl} />
      </li>
    ));
  return (
    <>
      <ul id={ids.first} className="tc-product-grid" aria-label={category} hidden={hidden}>
        {cards(first)}
      </ul>
      {rest.length > 0 ? (
        <details id={ids.rest} className="tc-show-all" hidden={hidden}>
          <summary className="button button--secondary">
            <span className="tc-show-all__closed">
              Show all {products.length} {category} products
            </span>
            <span className="tc-show-all__open">Show fewer {category} products</span>
          </summary>
          <ul className="tc-product-grid" aria-label={`${category}, more products`}>
            {cards(rest)}
          </ul>
        </details>
      ) : null}
    </>
  );
}
