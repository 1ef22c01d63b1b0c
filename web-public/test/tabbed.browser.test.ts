// The tabbed city layout in Chromium, against the whole product (services, gateway, public site).
import { startTestStack, type TestStack } from '@local-seo/all-in-one/testing';
import type { CityCreateInput, PageData, SiteSettings } from '@local-seo/contracts';
import { contractorListings, launchBrowser, openMeteoCurrentDefaults, type CheckedPage, type TestBrowser } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, hydrated, pageDataWhen } from './support';

let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Creates an active city with the tabbed template, as staff do in the admin panel. */
async function createTabbedCity(stack: TestStack, city: Pick<CityCreateInput, 'city_name' | 'url_slug' | 'latitude' | 'longitude'>): Promise<void> {
  const admin = await adminSession(stack.url, stack.adminPassword);
  await admin.createCity({ ...city, province: 'Ontario', page_active: true, template: 'tabbed' });
}

/** Opens a city page and waits until it is hydrated. */
async function openCityPage(stack: TestStack, slug: string): Promise<CheckedPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // A missing element fails its step quickly, with its name, instead of the whole test timing out.
  page.setDefaultTimeout(5_000);
  const response = await page.goto(`${stack.url}/${slug}`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  return page;
}

const tabNames = { weather: 'Weather & Suggestions', products: 'Available Products', contractors: 'Local Contractors', resources: 'Resources & Tools' };
type TabId = keyof typeof tabNames;

const panel = (page: CheckedPage, id: TabId) => page.locator(`#city-panel-${id}`);

/** Clicks the tab of `id` and answers its panel. */
async function openTab(page: CheckedPage, id: TabId) {
  await page.getByRole('tab', { name: tabNames[id] }).click();
  return panel(page, id);
}

/** The end of every test's page: nothing went wrong in it (no console or uncaught errors), and it is closed. */
async function closeWithoutErrors(page: CheckedPage) {
  expect(page.errors).toEqual([]);
  await page.close();
}

async function selectedTab(page: CheckedPage): Promise<string | null> {
  return page.getByRole('tab', { selected: true }).textContent();
}

describe('a tabbed city with weather, products and contractors', () => {
  let stack: TestStack;
  let data: PageData;

  beforeAll(async () => {
    stack = await startTestStack();
    // Google Places (the stand-in) knows six landscapers and two hardscapers in Innisfil, no excavator.
    stack.standIns.places.listings.push(...contractorListings('Innisfil', 'landscaping', 6), ...contractorListings('Innisfil', 'hardscaping', 2));
    await createTabbedCity(stack, { city_name: 'Innisfil', url_slug: 'innisfil', latitude: 44.3001, longitude: -79.6115 });
    // The new city's contractors are found in the background (cities.city.created).
    data = await pageDataWhen(stack.url, 'innisfil', (page) => page.contractorCounts.landscaping === 6 && page.contractorCounts.hardscaping === 2);
  }, 180_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('sends crawlers every tab in the HTML, the inactive ones hidden', async () => {
    const response = await fetch(`${stack.url}/innisfil`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Premium Landscaping Supplies in Innisfil');
    const panels = [...html.matchAll(/<div role="tabpanel" id="city-panel-(\w+)"[^>]*>/g)];
    expect(panels.map((match) => [match[1], /\bhidden=""/.test(match[0])])).toEqual([
      ['weather', false],
      ['products', true],
      ['contractors', true],
      ['resources', true],
    ]);
    const plainName = data.products.map((product) => product.display_name).find((name) => /^[\w ]+$/.test(name));
    expect(html).toContain(plainName);
    expect(html).toContain('Innisfil Landscaping Co. 1');
    expect(html).toContain('No resources available for Innisfil at this time.');
  });

  it('shows the header links, the breadcrumb and the hero', async () => {
    const page = await openCityPage(stack, 'innisfil');
    const header = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Shop', 'Contractors', 'About Us', 'Contact', 'Delivery']) await expect(header.getByRole('link', { name }).count()).resolves.toBe(1);
    expect(await header.getByRole('link', { name: 'Delivery' }).getAttribute('href')).toBe('/delivery');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await breadcrumb.getByRole('listitem').allTextContents()).map((text) => text.trim())).toEqual(['Home', 'Cities', 'Innisfil']);
    expect(await breadcrumb.getByRole('link', { name: 'Cities' }).getAttribute('href')).toBe('/delivery');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Premium Landscaping Supplies in Innisfil');
    await closeWithoutErrors(page);
  });

  it('opens on Weather & Suggestions and switches tabs by click and by keyboard', async () => {
    const page = await openCityPage(stack, 'innisfil');
    expect(await selectedTab(page)).toBe('Weather & Suggestions');
    await expect(panel(page, 'weather').isVisible()).resolves.toBe(true);
    await expect(panel(page, 'products').isVisible()).resolves.toBe(false);

    await openTab(page, 'contractors');
    expect(await selectedTab(page)).toBe('Local Contractors');
    await expect(panel(page, 'contractors').isVisible()).resolves.toBe(true);
    await expect(panel(page, 'weather').isVisible()).resolves.toBe(false);

    // Arrow keys move the selection and the focus, wrapping; Home and End jump to the ends.
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('Resources & Tools');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('Weather & Suggestions');
    await page.keyboard.press('ArrowLeft');
    expect(await selectedTab(page)).toBe('Resources & Tools');
    await page.keyboard.press('Home');
    expect(await selectedTab(page)).toBe('Weather & Suggestions');
    await page.keyboard.press('End');
    expect(await selectedTab(page)).toBe('Resources & Tools');
    await expect(panel(page, 'resources').isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Resources & Tools');
    // Roving tabindex: only the selected tab is in the Tab order, and Tab goes on into its panel.
    expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('city-panel-resources');
    await closeWithoutErrors(page);
  });

  it('shows the current weather in °C and switches to °F', async () => {
    const page = await openCityPage(stack, 'innisfil');
    const weather = panel(page, 'weather');
    const celsius = openMeteoCurrentDefaults.temperature_2m!;
    const unit = weather.getByRole('group', { name: 'Temperature unit' });
    expect(await unit.getByRole('button', { pressed: true }).textContent()).toContain('°C');
    expect(await weather.locator('.tc-current-temp').textContent()).toBe(`${Math.round(celsius)}°C`);
    expect(await weather.locator('.tc-current-condition').textContent()).toBe(data.weather.current!.condition.text);
    const readings = weather.locator('.tc-readings dt');
    expect(await readings.allTextContents()).toEqual(['Feels like', 'Humidity', 'Wind', 'UV index', 'Visibility']);
    const reading = (name: string) => weather.locator('.tc-reading', { hasText: name }).locator('dd').textContent();
    expect(await reading('Humidity')).toBe(`${openMeteoCurrentDefaults.relative_humidity_2m}%`);
    expect(await reading('Wind')).toBe(`${Math.round(openMeteoCurrentDefaults.wind_speed_10m!)} km/h`);
    expect(await reading('UV index')).toMatch(/^\d+ (Low|Moderate|High|Very High)$/);

    await unit.getByRole('button', { name: /°F/ }).click();
    expect(await unit.getByRole('button', { pressed: true }).textContent()).toContain('°F');
    expect(await weather.locator('.tc-current-temp').textContent()).toBe(`${Math.round((celsius * 9) / 5 + 32)}°F`);
    // The forecast follows the toggle too.
    const highs = await weather.locator('.tc-day-high').allTextContents();
    expect(highs.every((high) => high.endsWith('°F'))).toBe(true);
    await closeWithoutErrors(page);
  });

  it('labels the first forecast day Today and shows the rain chance only above 0', async () => {
    const page = await openCityPage(stack, 'innisfil');
    const days = data.weather.forecast!.forecastday;
    const region = page.getByRole('region', { name: /Day Forecast/ });
    expect(await region.getAttribute('tabindex')).toBe('0');
    const cards = region.locator('.tc-day');
    expect(await cards.count()).toBe(Math.min(days.length, 14));
    const labels = await region.locator('.tc-day-label').allTextContents();
    const weekdayMonthDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(labels[0]).toBe('Today');
    expect(labels[1]).toBe(weekdayMonthDay.format(new Date(`${days[1]!.date}T00:00:00Z`)));

    const withRain = days.map((day) => (day.day.daily_chance_of_rain ?? 0) > 0);
    expect(withRain).toContain(false);
    for (const [index, rainy] of withRain.entries()) {
      await expect(cards.nth(index).locator('dt', { hasText: 'Rain' }).count()).resolves.toBe(rainy ? 1 : 0);
    }

    // Keyboard users scroll the forecast: the region takes focus and the arrow keys move it.
    await region.focus();
    const before = await region.evaluate((element) => element.scrollLeft);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
    await closeWithoutErrors(page);
  });

  it('fits a phone screen: only the forecast scrolls sideways, never the page', async () => {
    const page = await openCityPage(stack, 'innisfil');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const scroller = page.getByRole('region', { name: /Day Forecast/ });
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await closeWithoutErrors(page);
  });

  it('recommends the stored suggestions for the current weather and puts product badges on the days', async () => {
    const page = await openCityPage(stack, 'innisfil');
    const weather = panel(page, 'weather');
    const condition = data.weather.current!.condition.text.toLowerCase();
    const matching = data.weatherSuggestions.filter((s) => condition.includes(s.weather_condition.toLowerCase()) || s.weather_condition.toLowerCase().includes(condition));
    expect(matching.length).toBeGreaterThan(0);
    const recommendations = weather.getByRole('region', { name: 'Landscaping Recommendations' });
    for (const suggestion of matching) await expect(recommendations.getByText(suggestion.suggestion_text).count()).resolves.toBe(1);

    const rainSuggestion = data.weatherSuggestions.find((s) => s.weather_condition === 'Rain');
    const rainyDay = data.weather.forecast!.forecastday.findIndex((day) => /rain/i.test(day.day.condition.text));
    expect(rainSuggestion?.related_products).toBeTruthy();
    expect(rainyDay).toBeGreaterThan(-1);
    const badges = await weather.locator('.tc-day').nth(rainyDay).getByRole('list', { name: 'Suggested products' }).getByRole('listitem').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(rainSuggestion!.related_products!).toContain(badges[0]!);
    await closeWithoutErrors(page);
  });

  it('filters products by category, the first chosen, with counts that match the cards', async () => {
    const page = await openCityPage(stack, 'innisfil');
    const products = await openTab(page, 'products');
    const filters = products.getByRole('group', { name: 'Product categories' }).getByRole('button');
    const count = await filters.count();
    expect(count).toBeGreaterThan(1);
    expect(await filters.first().getAttribute('aria-pressed')).toBe('true');
    expect(await products.getByRole('button', { pressed: true }).count()).toBe(1);

    let total = 0;
    for (let index = 0; index < count; index++) {
      const filter = filters.nth(index);
      await filter.click();
      expect(await filter.getAttribute('aria-pressed')).toBe('true');
      const shown = Number(await filter.locator('.tc-count').evaluate((element) => element.firstChild?.textContent));
      const cards = products.locator('.tc-product-grid:visible .tc-product');
      expect(await cards.count()).toBe(shown);
      expect(await products.locator('.tc-product-grid:visible').count()).toBe(1);
      total += shown;
    }
    expect(total).toBe(data.products.length);
    await closeWithoutErrors(page);
  });

  it('shows product cards that open the product in a new tab', async () => {
    const page = await openCityPage(stack, 'innisfil');
    // Outside addresses are answered here: the test has no internet.
    await page.context().route((url) => !url.href.startsWith(stack.url), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Product</title>' }));
    await openTab(page, 'products');
    const card = panel(page, 'products').locator('.tc-product-grid:visible .tc-product').first();
    const name = (await card.getByRole('heading').textContent())!;
    expect(await card.getByText('In Stock', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Available for delivery in Innisfil', { exact: true }).count()).toBe(1);
    const link = card.getByRole('link', { name: `View Product Details: ${name} (opens in a new tab)` });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const href = (await link.getAttribute('href'))!;
    const product = data.products.find((p) => p.display_name === name)!;
    const site = (await (await fetch(`${stack.url}/api/site`)).json()) as SiteSettings;
    expect(href).toBe(product.product_url ?? site.shopUrl);
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await opened.waitForURL(href);
    expect(page.url()).toBe(`${stack.url}/innisfil`);
    await closeWithoutErrors(page);
  });

  it("groups the contractors and counts the rest in a '+ N more' box", async () => {
    const page = await openCityPage(stack, 'innisfil');
    const contractors = await openTab(page, 'contractors');
    expect(await contractors.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Landscaping', 'Hardscaping', 'Excavation']);

    const landscaping = contractors.getByRole('region', { name: 'Landscaping' });
    expect(await landscaping.locator('.tc-contractor').count()).toBe(3);
    const first = data.topContractors.landscaping[0]!;
    const card = landscaping.locator('.tc-contractor').first();
    expect(await card.getByRole('heading').textContent()).toBe(first.name);
    expect(await card.locator('.tc-contractor-rating').textContent()).toContain(`Rated ${first.rating!.toFixed(1)} out of 5`);
    expect(await card.locator('.tc-contractor-rating').textContent()).toContain(`${first.total_ratings} review`);
    expect(await card.locator('.tc-contractor-address').textContent()).toBe(first.address);
    expect(await landscaping.getByText('+ 3 more landscaping professionals in Innisfil', { exact: true }).count()).toBe(1);

    const hardscaping = contractors.getByRole('region', { name: 'Hardscaping' });
    expect(await hardscaping.locator('.tc-contractor').count()).toBe(2);
    expect(await hardscaping.locator('.tc-more').count()).toBe(0);
    expect(await contractors.getByRole('region', { name: 'Excavation' }).locator('.tc-contractor').count()).toBe(0);
    await closeWithoutErrors(page);
  });

  it('always says there are no resources yet', async () => {
    const page = await openCityPage(stack, 'innisfil');
    const resources = await openTab(page, 'resources');
    expect(await resources.getByText('No resources available for Innisfil at this time.', { exact: true }).isVisible()).toBe(true);
    expect(await resources.getByText('Check back soon for helpful landscaping guides and tools.', { exact: true }).isVisible()).toBe(true);
    await closeWithoutErrors(page);
  });
});

describe('a tabbed city with nothing to show yet', () => {
  let stack: TestStack;

  beforeAll(async () => {
    // No demo data: no products, no suggestions; Places knows no contractors there; the weather provider fails.
    stack = await startTestStack({ demoData: false });
    stack.standIns.openMeteo.setMode('both', 'error');
    await createTabbedCity(stack, { city_name: 'Moosonee', url_slug: 'moosonee', latitude: 51.2794, longitude: -80.6463 });
    await pageDataWhen(stack.url, 'moosonee', (page) => page.weather.status === 'unavailable');
  }, 180_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('says the weather is unavailable and still gives the default tips', async () => {
    const page = await openCityPage(stack, 'moosonee');
    const weather = panel(page, 'weather');
    expect(await weather.getByText('Weather forecast unavailable', { exact: true }).isVisible()).toBe(true);
    expect(await weather.getByText('Check back soon for updated weather information', { exact: true }).isVisible()).toBe(true);
    expect(await weather.getByRole('group', { name: 'Temperature unit' }).count()).toBe(0);
    expect(await weather.locator('.tc-day').count()).toBe(0);
    const tips = await weather.getByRole('region', { name: 'Landscaping Recommendations' }).getByRole('listitem').allTextContents();
    expect(tips).toEqual(['Premium Soil Mix', 'Landscaping Stone', 'Organic Compost', 'Quality Mulch']);
    await closeWithoutErrors(page);
  });

  it('shows the empty states of the products, contractors and resources', async () => {
    const page = await openCityPage(stack, 'moosonee');
    await openTab(page, 'products');
    expect(await panel(page, 'products').getByText('No products available for delivery to Moosonee at this time.', { exact: true }).isVisible()).toBe(true);
    expect(await panel(page, 'products').getByRole('group', { name: 'Product categories' }).count()).toBe(0);

    const contractors = await openTab(page, 'contractors');
    expect(await contractors.getByText('No contractors found for Moosonee at this time.', { exact: true }).isVisible()).toBe(true);
    expect(await contractors.getByText('Check back soon for updates to our contractor directory.', { exact: true }).isVisible()).toBe(true);

    await openTab(page, 'resources');
    expect(await panel(page, 'resources').getByText('No resources available for Moosonee at this time.', { exact: true }).isVisible()).toBe(true);
    await closeWithoutErrors(page);
  });
});
