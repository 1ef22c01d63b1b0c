import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './ProductCard';

// A card's words are its name, status line and button once; the link's full name is its aria-label (docs/decisions.md, decision 15).

describe("the generated layout's product card", () => {
  const html = renderToString(
    <ProductCard name="Cedar Mulch" status="In Stock" detail={null} tone="available" href="https://shop.example/cedar-mulch" action="View Product" />,
  );
  const words = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

  it('reads name, status and button, the name said once', () => {
    expect(words).toBe('Cedar Mulch In Stock View Product');
    expect(html).not.toContain('visually-hidden');
  });

  it('names its link after the visible text, the product and the new tab', () => {
    expect(html).toContain(
      '<a class="button gen-card__action" href="https://shop.example/cedar-mulch" target="_blank" rel="noopener noreferrer" aria-label="View Product: Cedar Mulch (opens in a new tab)">View Product</a>',
    );
  });
});
