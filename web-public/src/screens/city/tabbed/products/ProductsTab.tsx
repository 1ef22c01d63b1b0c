import type { PublicProduct } from '@local-seo/contracts';
import { useState } from 'react';
import { unavailableTexts } from '../../availability';
import { groupProductsByCategory } from '../../products';
import { EmptyState } from '../EmptyState';
import { tabbedTexts } from '../texts';
import { CategoryProducts } from './CategoryProducts';
import { categoryListIds } from './category-list';

interface ProductsTabProps {
  city: string;
  products: readonly PublicProduct[];
  shopUrl: string;
  /** The catalog could not be asked: say so, never the empty state. */
  unavailable?: boolean;
}

/**
 * 'Available Products': a filter button per category (with its count), the
 * first chosen at first. The grouping follows docs/behaviour/public-site.md#product-rules, shared with the
 * generated layout. Every category's list is in the HTML for crawlers; the
 * ones not chosen are `hidden`. A long category shows its first 12 cards and the
 * rest behind 'Show all N {category} products' (CategoryProducts).
 */
export function ProductsTab({ city, products, shopUrl, unavailable = false }: ProductsTabProps) {
  const groups = groupProductsByCategory(products);
  const [chosen, setChosen] = useState(groups[0]?.category);

  return (
    <div className="tc-products">
      <h2>Products Available in {city}</h2>
      {unavailable ? (
        <EmptyState title={unavailableTexts.products(city)} detail={unavailableTexts.detail} />
      ) : groups.length === 0 ? (
        <EmptyState title={tabbedTexts.noProducts(city)} />
      ) : (
        <>
          <div role="group" aria-label="Product categories" className="tc-filters">
            {groups.map((group, index) => (
              <button
                key={group.category}
                type="button"
                className="tc-filter"
                aria-pressed={group.category === chosen}
                aria-controls={categoryListIds(index, group.products.length).controls}
                onClick={() => setChosen(group.category)}
              >
                {group.category}
                <span className="tc-count">
                  {group.products.length}
                  <span className="visually-hidden"> {group.products.length === 1 ? 'product' : 'products'}</span>
                </span>
              </button>
            ))}
          </div>
          {groups.map((group, index) => (
            <CategoryProducts
              key={group.category}
              index={index}
              category={group.category}
              products={group.products}
              city={city}
              shopUrl={shopUrl}
              hidden={group.category !== chosen}
            />
          ))}
        </>
      )}
    </div>
  );
}
