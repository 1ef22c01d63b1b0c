import type { PageData } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { testProduct, testSite } from '../../../../testing/fixtures';
import { renderRouted } from '../../../../testing/render-routed';
import { TabbedCityPage } from '../TabbedCityPage';
import { tabbedPageData } from '../test-data';

// A long category shows its first 12 cards; the rest are one click away ('Show all'), in the same HTML (docs/decisions.md, decision 15).

const compost = Array.from({ length: 15 }, (_, i) => testProduct(`Compost Blend ${String(i + 1).padStart(2, '0')}`, 'Compost', { ranking: 0 }));
const productsPanel = async (data: PageData) => {
  const html = await renderRouted(<TabbedCityPage data={data} site={testSite} />);
  const start = html.indexOf('id="city-panel-products"');
  return html.slice(start, html.indexOf('role="tabpanel"', start));
};
const names = (html: string) => [...html.matchAll(/<h3 class="tc-product-name">([^<]*)<\/h3>/g)].map((match) => match[1]);

describe("the tabbed layout's long product lists", () => {
  it("shows the first 12 cards and keeps the rest in the HTML behind 'Show all 15 Compost products', closed, without JavaScript", async () => {
    const panel = await productsPanel(tabbedPageData({ products: compost }));
    const first = panel.slice(panel.indexOf('<ul id="tc-products-0"'), panel.indexOf('</ul>', panel.indexOf('<ul id="tc-products-0"')));
    expect(names(first)).toEqual(compost.slice(0, 12).map((product) => product.product_name));

    const more = panel.slice(panel.indexOf('<details'), panel.indexOf('</details>'));
    expect(more).toMatch(/^<details id="tc-products-0-more" class="tc-show-all">/);
    expect(more).toMatch(/<summary class="button button--secondary"><span class="tc-show-all__closed">Show all 15 Compost products<\/span><span class="tc-show-all__open">Show fewer Compost products<\/span><\/summary>/);
    expect(names(more)).toEqual(['Compost Blend 13', 'Compost Blend 14', 'Compost Blend 15']);
    expect(panel).toContain('aria-controls="tc-products-0 tc-products-0-more"');
  });

  it("keeps the spec's delivery line on every card, the hidden ones included", async () => {
    const panel = await productsPanel(tabbedPageData({ products: compost }));
    expect(panel.match(/Available for delivery in Barrie/g)).toHaveLength(15);
  });

  it("hides a category's rest with its first cards when another category is chosen, and adds no 'Show all' to a short one", async () => {
    const panel = await productsPanel(tabbedPageData({ products: [testProduct('Black Mulch', 'A Mulch'), ...compost] }));
    expect(panel).toMatch(/<ul id="tc-products-1"[^>]*hidden=""/);
    expect(panel).toMatch(/<details id="tc-products-1-more" class="tc-show-all" hidden="">/);
    expect(panel.match(/<details/g)).toHaveLength(1);
    expect(panel).toContain('aria-controls="tc-products-0"');
  });
});
