import type { PageData } from '@local-seo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { TabbedCityPage } from './TabbedCityPage';
import { testContractor, testSite } from '../../../testing/fixtures';
import { renderRouted } from '../../../testing/render-routed';
import { tabbedPageData } from './test-data';

/** The server's HTML of the page at /barrie. */
const render = (data: PageData) => renderRouted(<TabbedCityPage data={data} site={testSite} />);

/** One tab panel's HTML (panels are siblings, so it ends where the next one starts). */
function panel(html: string, id: 'weather' | 'products' | 'contractors' | 'resources'): string {
  const start = html.indexOf(`id="city-panel-${id}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('role="tabpanel"', start);
  return html.slice(start, end === -1 ? undefined : end);
}

/** Checks that `html` holds every one of `fragments`. */
function expectAll(html: string, fragments: string[]): void {
  for (const fragment of fragments) expect(html).toContain(fragment);
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('TabbedCityPage, as the server renders it', () => {
  let html = '';
  beforeAll(async () => {
    html = await render(tabbedPageData());
  });

  it('titles the hero after the city', () => {
    expect(html).toContain('<h1 id="tc-hero-title">Premium Landscaping Supplies in Barrie</h1>');
  });

  it('has the header links and the breadcrumb Home > Cities > city', () => {
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect([...header.matchAll(/<li><a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a><\/li>/g)].map((match) => [match[2], match[1]])).toEqual([
      ['Shop', testSite.shopUrl],
      ['Contractors', testSite.contractorsUrl],
      ['About Us', testSite.aboutUrl],
      ['Contact', testSite.contactUrl],
      ['Delivery', '/delivery'],
    ]);
    const start = html.indexOf('<nav class="breadcrumb"');
    const breadcrumb = html.slice(start, html.indexOf('</nav>', start));
    expect(breadcrumb.replace(/<[^>]+>/g, ' ').trim().split(/\s+/)).toEqual(['Home', 'Cities', 'Barrie']);
    expect(breadcrumb).toContain(`href="${testSite.mainSiteUrl}"`);
    expect(breadcrumb).toContain('href="/delivery"');
    expect(breadcrumb).toContain('<span aria-current="page">Barrie</span>');
  });

  it('has the four tabs in order, Weather & Suggestions selected and alone in the Tab order', async () => {
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)];
    expect(tabs.map((tab) => tab[1])).toEqual(['Weather &amp; Suggestions', 'Available Products', 'Local Contractors', 'Resources &amp; Tools']);
    expect(tabs.map((tab) => /aria-selected="true"/.test(tab[0]))).toEqual([true, false, false, false]);
    expect(tabs.map((tab) => /tabindex="0"/.test(tab[0]))).toEqual([true, false, false, false]);
    expect(tabs[1]![0]).toContain('aria-controls="city-panel-products"');
  });

  it('holds every panel for crawlers, the inactive ones hidden', async () => {
    const panels = [...html.matchAll(/<div role="tabpanel"[^>]*>/g)].map((match) => match[0]);
    expect(panels).toHaveLength(4);
    expect(panels.map((tag) => /\bhidden=""/.test(tag))).toEqual([false, true, true, true]);
    expect(panel(html, 'products')).toContain('Triple Mix');
    expect(panel(html, 'contractors')).toContain('Green Acres');
  });
});

describe('Weather & Suggestions', () => {
  it('shows the current conditions in °C first, with the UV band', async () => {
    const weather = panel(await render(tabbedPageData()), 'weather');
    expect(weather).toMatch(/<button[^>]*aria-pressed="true"[^>]*>°C/);
    expect(weather).toMatch(/<button[^>]*aria-pressed="false"[^>]*>°F/);
    expectAll(weather, [
      '<p class="tc-current-temp">21°C</p>',
      '<p class="tc-current-condition">Light rain</p>',
      '<dt>Feels like</dt><dd>22°C</dd>',
      '<dt>Humidity</dt><dd>62%</dd>',
      '<dt>Wind</dt><dd>15 km/h</dd>',
      '<dt>UV index</dt><dd>6 <span class="tc-band">High</span></dd>',
      '<dt>Visibility</dt><dd>24 km</dd>',
      'weather-symbol--rain',
    ]);
  });

  it('fills a missing reading with the spec fallback', async () => {
    const data = tabbedPageData();
    data.weather.current = { ...data.weather.current!, humidity: null, vis_km: null };
    const weather = panel(await render(data), 'weather');
    expect(weather).toContain('<dt>Humidity</dt><dd>50%</dd>');
    expect(weather).toContain('<dt>Visibility</dt><dd>10 km</dd>');
  });

  it('lists the suggestions matching the current condition', async () => {
    const weather = panel(await render(tabbedPageData()), 'weather');
    expect(weather).toContain('Landscaping Recommendations');
    expect(weather).toContain('Plan drainage work for the first dry day.');
    expect(weather).not.toContain('Lay sod while the ground is dry.');
  });

  it('falls back to the four tips of the condition when no suggestion matches', async () => {
    const data = tabbedPageData({ weatherSuggestions: [] });
    data.weather.current = { ...data.weather.current!, condition: { text: 'Overcast' } };
    const weather = panel(await render(data), 'weather');
    for (const tip of ['Triple Mix Soil', 'Compost', 'Garden Mulch', 'Planting Soil']) expect(weather).toContain(`<li class="tc-tip">${tip}</li>`);
  });

  it('shows 14 days in a keyboard-scrollable region: Today, then weekday, month and day', async () => {
    const weather = panel(await render(tabbedPageData()), 'weather');
    expect(weather).toMatch(/<div class="tc-forecast-scroller" role="region" aria-labelledby="tc-forecast-title" tabindex="0">/);
    expect(weather).toContain('<h3 id="tc-forecast-title">14-Day Forecast</h3>');
    const labels = [...weather.matchAll(/<p class="tc-day-label">([^<]*)<\/p>/g)].map((match) => match[1]);
    expect(labels).toHaveLength(14);
    expect(labels.slice(0, 3)).toEqual(['Today', 'Tue, Nov 24', 'Wed, Nov 25']);
  });

  it('shows the rain chance only on days above 0', async () => {
    const weather = panel(await render(tabbedPageData()), 'weather');
    expect(count(weather, /<dt>Rain<\/dt><dd>40%<\/dd>/)).toBe(13);
    expect(count(weather, /<dt>Rain<\/dt>/)).toBe(13);
  });

  it("gives each day product suggestion badges for its condition", async () => {
    const weather = panel(await render(tabbedPageData()), 'weather');
    const days = weather.split('<li class="tc-day">').slice(1);
    // Day 1 'Light rain' matches the 'Rain' suggestion; day 4 'Light snow' has none, so the snow tips.
    expect(days[0]).toContain('<li class="tc-badge">Drainage Gravel</li><li class="tc-badge">Clear Stone</li>');
    expect(days[3]).toContain('<li class="tc-badge">Road Salt</li>');
  });

  it("says 'Weather forecast unavailable' when the weather is unavailable, and offers no unit toggle", async () => {
    const data = tabbedPageData();
    data.weather = { ...data.weather, status: 'unavailable', current: null, forecast: null, message: 'Weather forecast unavailable' };
    const weather = panel(await render(data), 'weather');
    expect(count(weather, /Weather forecast unavailable/)).toBe(1);
    expect(weather).toContain('Check back soon for updated weather information');
    expect(weather).not.toContain('Temperature unit');
    expect(weather).not.toContain('tc-day');
    // Without a condition the recommendations are the default tips.
    expect(weather).toContain('<li class="tc-tip">Premium Soil Mix</li>');
  });

  it('keeps the current conditions when only the forecast is missing', async () => {
    const data = tabbedPageData();
    data.weather = { ...data.weather, forecast: null };
    const weather = panel(await render(data), 'weather');
    expect(weather).toContain('21°C');
    expect(weather).toContain('Weather forecast unavailable');
  });

  it('labels sample or stale weather with its message, quietly', async () => {
    const data = tabbedPageData();
    data.weather = { ...data.weather, source: { ...data.weather.source, sample: true }, message: 'Sample weather for a demo: not a real forecast.' };
    expect(panel(await render(data), 'weather')).toContain('<p class="tc-weather-note">Sample weather for a demo: not a real forecast.</p>');
    data.weather = { ...data.weather, status: 'stale', source: { ...data.weather.source, sample: false }, message: 'Updated 3 hours ago' };
    expect(panel(await render(data), 'weather')).toContain('<p class="tc-weather-note">Updated 3 hours ago</p>');
    expect(panel(await render(tabbedPageData()), 'weather')).not.toContain('tc-weather-note');
  });
});

describe('Available Products', () => {
  it('offers a filter button per category with its count, the first chosen', async () => {
    const products = panel(await render(tabbedPageData()), 'products');
    const filters = [...products.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>([^<]*)<span class="tc-count">(\d+)/g)];
    expect(filters.map((match) => [match[2], match[3], match[1]])).toEqual([
      ['Mulch', '2', 'true'],
      ['Soils and Soil Mixtures', '2', 'false'],
    ]);
    const lists = [...products.matchAll(/<ul id="tc-products-\d"[^>]*>/g)].map((match) => /\bhidden=""/.test(match[0]));
    expect(lists).toEqual([false, true]);
  });

  it('shows each product card with its badge, the delivery line and a new-tab link named after the product', async () => {
    const products = panel(await render(tabbedPageData()), 'products');
    expect(products).toContain('<h3 class="tc-product-name">Northway Black Mulch</h3>');
    expect(products).toContain('<span class="tc-stock">In Stock</span>');
    expect(count(products, /Available for delivery in Barrie/g)).toBe(4);
    expect(products).toMatch(
      /<a class="button tc-product-link" href="https:\/\/shop\.example\/black-mulch" target="_blank" rel="noopener noreferrer" aria-label="View Product Details: Northway Black Mulch \(opens in a new tab\)">View Product Details</,
    );
  });

  it("sends a product without its own page to the shop", async () => {
    const products = panel(await render(tabbedPageData()), 'products');
    expect(products).toContain(`href="${testSite.shopUrl}" target="_blank" rel="noopener noreferrer" aria-label="View Product Details: Screened Topsoil (opens in a new tab)"`);
  });

  it('says so when nothing is delivered to the city', async () => {
    const products = panel(await render(tabbedPageData({ products: [] })), 'products');
    expect(products).toContain('No products available for delivery to Barrie at this time.');
    expect(products).not.toContain('Product categories');
  });
});

describe('Local Contractors', () => {
  it('groups landscaping, hardscaping and excavation with their top contractors', async () => {
    const contractors = panel(await render(tabbedPageData()), 'contractors');
    expect([...contractors.matchAll(/<h3 id="tc-contractors-\w+">(\w+)<\/h3>/g)].map((match) => match[1])).toEqual(['Landscaping', 'Hardscaping', 'Excavation']);
    expectAll(contractors, ['<h4 class="tc-contractor-name">Green Acres</h4>', '<strong>4.7</strong>', '(128 reviews)', '(1 review)', 'Not yet rated', '12 Main St, Barrie, ON']);
  });

  it("adds the '+ N more' box only to a group with more than 3", async () => {
    const contractors = panel(await render(tabbedPageData()), 'contractors');
    expect(contractors).toContain('+ 4 more landscaping professionals in Barrie');
    expect(count(contractors, /class="tc-more"/g)).toBe(1);
    const data = tabbedPageData({ contractorCounts: { landscaping: 3, hardscaping: 2, excavation: 1 } });
    data.topContractors.excavation = [testContractor('Dig Right', 'excavation')];
    expect(panel(await render(data), 'contractors')).not.toContain('class="tc-more"');
  });

  it('says so when the city has no contractors at all', async () => {
    const data = tabbedPageData({ contractorCounts: { landscaping: 0, hardscaping: 0, excavation: 0 }, topContractors: { landscaping: [], hardscaping: [], excavation: [] } });
    const contractors = panel(await render(data), 'contractors');
    expect(contractors).toContain('No contractors found for Barrie at this time.');
    expect(contractors).toContain('Check back soon for updates to our contractor directory.');
    expect(contractors).not.toContain('tc-contractor-group');
  });
});

describe('Resources & Tools', () => {
  it('always says no resources yet', async () => {
    const resources = panel(await render(tabbedPageData()), 'resources');
    expect(resources).toContain('No resources available for Barrie at this time.');
    expect(resources).toContain('Check back soon for helpful landscaping guides and tools.');
  });
});
