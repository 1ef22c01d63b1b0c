import type { PageData } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { GeneratedCityPage } from './GeneratedCityPage';
import { testSite } from '../../../testing/fixtures';
import { renderRouted } from '../../../testing/render-routed';
import { testPageData } from './test-page-data';

/** The server's HTML of the page at /barrie. */
const render = (data: PageData) => renderRouted(<GeneratedCityPage data={data} site={testSite} />);

/** The HTML of the element that starts with `open` up to the next `until` (or the end). */
function part(html: string, open: string, until?: string): string {
  const start = html.indexOf(open);
  expect(start, `${open} in the page`).toBeGreaterThan(-1);
  const end = until ? html.indexOf(until, start + open.length) : -1;
  return html.slice(start, end === -1 ? undefined : end);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

describe('GeneratedCityPage, as the server renders it', () => {
  it('has the sections in order: hero, weather, products, contractors, resources, footer (product links first)', async () => {
    const html = await render(testPageData());
    const positions = [
      '<h1 id="gen-hero-title">Landscaping Supplies Delivered in Barrie</h1>',
      'id="weather"',
      'id="products"',
      'id="contractors"',
      'id="resources"',
      '<footer class="site-footer"',
      'class="gen-product-links"',
    ].map((marker) => html.indexOf(marker));
    expect(positions.every((position) => position > -1)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('defers the rendering of the sections below the fold, reserving their height', async () => {
    const html = await render(testPageData());
    expect(part(html, '<section id="weather"', '>')).not.toContain('gen-section--deferred');
    for (const id of ['products', 'contractors', 'resources']) {
      expect(part(html, `<section id="${id}"`, '>')).toMatch(/gen-section--deferred[^>]*style="contain-intrinsic-block-size:auto \d+px"/);
    }
  });

  it('shows the weather in metric, with the 14-day forecast', async () => {
    const weather = part(await render(testPageData()), '<section id="weather"', '<section id="products"');
    expect(text(weather)).toContain('Weather in Barrie');
    expect(weather).toContain('<p class="gen-current__temperature">24°C</p>');
    expect(text(weather)).toContain('Wind 16 km/h');
    expect(text(weather)).toContain('Visibility 10 km');
    expect(text(weather)).toContain('UV index 7 (High)');
    expect(text(weather)).toContain('Air quality Good');
    expect(weather).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Metric/);
    expect(weather).toContain('aria-label="Previous forecast days"');
    expect(all(weather, /<h4 id="forecast-[^"]*" class="gen-day__label">([^<]*)<\/h4>/g)).toHaveLength(14);
    expect(weather).toContain('class="gen-day__label">Today</h4>');
    expect(text(weather)).toContain('Lay sod while the ground is dry.');
  });

  it('says the forecast is unavailable when the weather is', async () => {
    const data = testPageData();
    const html = await render({ ...data, weather: { ...data.weather, status: 'unavailable', current: null, forecast: null } });
    const weather = text(part(html, '<section id="weather"', '<section id="products"'));
    expect(weather).toContain('Weather forecast unavailable Check back soon for updated weather information');
    expect(weather).not.toContain('Metric');
  });

  it('says the forecast is unavailable when only the forecast is missing', async () => {
    const data = testPageData();
    const html = await render({ ...data, weather: { ...data.weather, forecast: { forecastday: [] } } });
    const weather = text(part(html, '<section id="weather"', '<section id="products"'));
    expect(weather).toContain('24°C');
    expect(weather).toContain('14-Day Forecast Weather forecast unavailable Check back soon for updated weather information');
  });

  it('has a slider per category, the layout categories first, with truncated tab labels', async () => {
    const products = part(await render(testPageData()), '<section id="products"', '<section id="contractors"');
    const tabs = [...products.matchAll(/<a href="#[^"]+" title="([^"]+)"><span aria-hidden="true">([^<]+)<\/span><span class="visually-hidden">\1<\/span><\/a>/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(tabs).toEqual([
      ['Decorative Stone and Landscaping Products', 'Decorative S...'],
      ['Compost', 'Compost'],
      ['Animal Bedding', 'Animal Beddi...'],
      ['Sod', 'Sod'],
      ['Golf Course Products', 'Golf Course...'],
      ['De-icing Products', 'De-icing Pro...'],
      ['Firewood', 'Firewood'],
      ['Mulch', 'Mulch'],
    ]);
    expect(all(products, /role="region" aria-label="([^"]+)"/g)).toEqual(tabs.map(([category]) => `${category} products`));
  });

  it('shows at most 12 products per category, each with a status line and a button opening a new tab', async () => {
    const compost = part(await render(testPageData()), 'id="products-compost"', 'id="products-animal-bedding"');
    const cards = all(compost, /<article class="gen-card gen-product">(.*?)<\/article>/g);
    expect(cards).toHaveLength(12);
    expect(text(cards[0]!)).toContain('Compost Blend 1 In stock for delivery View Product');
    expect(cards[0]).toContain('target="_blank" rel="noopener noreferrer"');
    expect(compost).not.toContain('Compost Blend 13');
  });

  it('shows fallback cards for Sod, Golf, De-icing and Firewood', async () => {
    const products = text(part(await render(testPageData()), '<section id="products"', '<section id="contractors"'));
    expect(products).toContain('Sod Contact for availability Seasonal availability Contact Us');
    expect(products).toContain('Golf Course Products Commercial Orders Contact Us');
    expect(products).toContain('De-icing Products Available October-March Winter season only Contact Us');
    expect(products).toContain('Firewood Available Contact for Pricing Contact Us');
  });

  it('links a product without its own page to the shop, and the delivery information', async () => {
    const products = part(await render(testPageData()), '<section id="products"', '<section id="contractors"');
    expect(part(products, 'id="products-mulch"')).toContain(`href="${testSite.shopUrl}"`);
    expect(products).toContain(`href="${testSite.deliveryInfoUrl}"`);
    expect(text(products)).toContain('Delivery information for Barrie');
  });

  it('renders the top contractors of each industry, without placeholders, and says when an industry has none', async () => {
    const contractors = part(await render(testPageData()), '<section id="contractors"', '<section id="resources"');
    expect(all(contractors, /<h4 class="gen-card__title">([^<]+)<\/h4>/g)).toEqual(['Green Acres', 'Maple Yards', 'Stone &amp; Sod', 'Paver Pros']);
    expect(text(contractors)).toContain('★ 4.6 out of 5 (87 reviews) 12 Dunlop St, Barrie, ON Landscaper General contractor Gardener');
    expect(contractors).not.toContain('gen-skeleton');
    expect(contractors).toContain('aria-label="Next landscaping contractors"');
    expect(text(contractors)).toContain('No excavation contractors found for Barrie at this time.');
  });

  it('offers the blog, the soil calculator and delivery information as resources', async () => {
    const resources = part(await render(testPageData()), '<section id="resources"', '</section>');
    expect(all(resources, /<h3 class="gen-card__title">([^<]+)<\/h3>/g)).toEqual(['Landscaping Blog', 'Soil Calculator', 'Delivery Information']);
    for (const url of [testSite.blogUrl, testSite.soilCalculatorUrl, testSite.deliveryInfoUrl]) expect(resources).toContain(`href="${url}"`);
  });

  it('ends with product links, about and contact links, customer service and the mailing address', async () => {
    const footer = part(await render(testPageData()), '<footer class="site-footer"');
    expect(all(footer, /<nav class="gen-product-links".*?<ul>(.*?)<\/ul>/gs).join('')).toContain('Compost Blend 1');
    for (const href of [testSite.aboutUrl, testSite.contactUrl, `tel:${testSite.phone}`, `mailto:${testSite.email}`]) {
      expect(footer).toContain(`href="${href}"`);
    }
    expect(footer).toContain(testSite.mailingAddress);
  });
});
