import { generatedTexts } from '../texts';

interface ProductCardProps {
  name: string;
  status: string;
  detail: string | null;
  tone: 'available' | 'notice';
  /** Where the button goes, in a new tab: the product page, or the contact page for a fallback card. */
  href: string;
  action: string;
}

/** A product (or a category's fallback): name, status line and one button. */
export function ProductCard({ name, status, detail, tone, href, action }: ProductCardProps) {
  return (
    <article className="gen-card gen-product">
      <h4 className="gen-card__title">{name}</h4>
      <p className={`gen-product__status gen-product__status--${tone}`}>{status}</p>
      {detail ? <p className="gen-product__detail">{detail}</p> : null}
      {/*
        The accessible name starts with the visible text and says which product and that it opens a
        new tab; in aria-label, not in hidden text, so the page's words are not the product names twice.
      */}
      <a className="button gen-card__action" href={href} target="_blank" rel="noopener noreferrer" aria-label={`${action}: ${name} ${generatedTexts.opensInNewTab}`}>
        {action}
      </a>
    </article>
  );
}
