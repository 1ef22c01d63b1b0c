import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../../../testing/fixtures';
import { groupProductsByCategory } from '../../products';
import { ProductCard } from './ProductCard';

const card = (fields: Parameters<typeof testProduct>[2]) => {
  const [group] = groupProductsByCategory([testProduct('Black Mulch', 'Mulch', fields)]);
  return renderToString(<ProductCard product={group!.products[0]!} city="Barrie" shopUrl="https://shop.example" />);
};
const badge = (html: string) => /<span class="(tc-stock[^"]*)">([^<]*)<\/span>/.exec(html)?.slice(1);

describe('the tabbed product badge follows the brand status (docs/decisions.md, decision 10)', () => {
  it('reads In Stock for Available or none', () => {
    expect(badge(card({ brand_status: 'Available' }))).toEqual(['tc-stock', 'In Stock']);
    expect(badge(card({ brand_status: null }))).toEqual(['tc-stock', 'In Stock']);
  });

  it('reads Seasonal with the season, Special order and Out of stock as notices', () => {
    expect(badge(card({ brand_status: 'Seasonal', seasonal_availability: 'Spring/Summer' }))).toEqual(['tc-stock tc-stock--notice', 'Seasonal · Spring/Summer']);
    expect(badge(card({ brand_status: 'Seasonal' }))).toEqual(['tc-stock tc-stock--notice', 'Seasonal']);
    expect(badge(card({ brand_status: 'Special Order' }))).toEqual(['tc-stock tc-stock--notice', 'Special order']);
    expect(badge(card({ brand_status: 'Out of Stock' }))).toEqual(['tc-stock tc-stock--notice', 'Out of stock']);
  });
});
