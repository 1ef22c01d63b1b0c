import { availabilityOf } from '@local-seo/contracts';
import type { NamedProduct } from '../../products';
import { tabbedTexts } from '../texts';

interface ProductCardProps {
  product: NamedProduct;
  city: string;
  /** Where 'View Product Details' goes for a product without its own page. */
  shopUrl: string;
}

/** A product as the tabbed layout shows it; the details open in a new tab on the shop site. */
export function ProductCard({ product, city, shopUrl }: ProductCardProps) {
  // docs/decisions.md, decision 10: the badge follows the brand status.
  const availability = availabilityOf(product);
  const badge = availability.detail ? `${availability.label} · ${availability.detail}` : availability.label;
  return (
    <article className="tc-product">
      <div className="tc-product-top">
        <h3 className="tc-product-name">{product.name}</h3>
        <span className={availability.kind === 'in-stock' ? 'tc-stock' : 'tc-stock tc-stock--notice'}>{badge}</span>
      </div>
      <p className="tc-product-availability">{tabbedTexts.availableIn(city)}</p>
      {/* The accessible name starts with the visible text and says which product, and that it opens a new tab. */}
      <a
        className="button tc-product-link"
        href={product.product_url ?? shopUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${tabbedTexts.viewProduct}: ${product.name} (opens in a new tab)`}
      >
        {tabbedTexts.viewProduct}
        <svg className="tc-external" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
        </svg>
      </a>
    </article>
  );
}
