// What the local sections' render tests share: both city layouts, and how to cut a section out of their HTML.
import type { PageData } from '@local-seo/contracts';
import { expect } from 'vitest';
import { testSite } from '../../../testing/fixtures';
import { GeneratedCityPage } from '../generated/GeneratedCityPage';
import { TabbedCityPage } from '../tabbed/TabbedCityPage';

/** Both layouts by name, for describe.each: the same page data, the tabbed one with its template. */
export const cityLayouts = [
  ['generated', (data: PageData) => <GeneratedCityPage data={data} site={testSite} />],
  ['tabbed', (data: PageData) => <TabbedCityPage data={{ ...data, city: { ...data.city, template: 'tabbed' } }} site={testSite} />],
] as const;

/** The words of some HTML, tags as spaces. */
export const htmlText = (html: string) =>
  html.replace(/<[^>]+>/g, ' ').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replace(/\s+/g, ' ').trim();

/** From the element labelled by `id` to its closing tag. */
export const labelledSection = (html: string, id: string, close = '</section>') => {
  const start = html.lastIndexOf('<', html.indexOf(`aria-labelledby="${id}"`));
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf(close, start));
};
