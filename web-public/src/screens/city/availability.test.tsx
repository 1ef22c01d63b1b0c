import type { PageData, PageDataPart } from '@local-seo/contracts';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../testing/fixtures';
import { renderRouted } from '../../testing/render-routed';
import { GeneratedCityPage } from './generated/GeneratedCityPage';
import { testPageData } from './generated/test-page-data';
import { TabbedCityPage } from './tabbed/TabbedCityPage';
import { tabbedPageData } from './tabbed/test-data';
import type { CityPageProps } from './types';

/** The visible text of a layout as the server renders it. */
async function renderedText(Page: ComponentType<CityPageProps>, data: PageData): Promise<string> {
  const html = await renderRouted(<Page data={data} site={testSite} />);
  return html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

/** A part as the gateway hands it when it could not be had: its empty value, named in `degraded`. */
function degradedData(base: PageData, parts: PageDataPart[]): PageData {
  const data: PageData = { ...base, degraded: parts };
  if (parts.includes('products')) data.products = [];
  if (parts.includes('contractors')) {
    data.contractorCounts = { landscaping: 0, hardscaping: 0, excavation: 0 };
    data.topContractors = { landscaping: [], hardscaping: [], excavation: [] };
  }
  return data;
}

const layouts: [string, ComponentType<CityPageProps>, () => PageData][] = [
  ['generated', GeneratedCityPage, () => testPageData()],
  ['tabbed', TabbedCityPage, () => tabbedPageData()],
];

const noProducts = /No products available/;
const noContractors = /No (\w+ )?contractors found/;

describe.each(layouts)('the %s layout, when a part could not be had', (_name, Page, data) => {
  it('says the products are temporarily unavailable, never that none are delivered', async () => {
    const text = await renderedText(Page, degradedData(data(), ['products']));
    expect(text).toContain('Products for Barrie are temporarily unavailable. Please check back in a few minutes.');
    expect(text).not.toMatch(noProducts);
  });

  it('says the contractors are temporarily unavailable, never that none are found', async () => {
    const text = await renderedText(Page, degradedData(data(), ['contractors']));
    expect(text).toContain('Local contractors for Barrie are temporarily unavailable. Please check back in a few minutes.');
    expect(text).not.toMatch(noContractors);
  });

  it('shows the empty states when the parts were had and are empty', async () => {
    const text = await renderedText(Page, { ...degradedData(data(), ['products', 'contractors']), degraded: [] });
    expect(text).not.toContain('temporarily unavailable');
    expect(text).toMatch(noContractors);
  });
});
