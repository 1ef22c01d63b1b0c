// The generated city layout (any template but 'tabbed') in Chromium, against the whole product.
import { startTestStack, type TestStack } from '@local-seo/all-in-one/testing';
import type { PageData } from '@local-seo/contracts';
import { contractorListings, launchBrowser, openMeteoCurrentDefaults, type CheckedPage, type TestBrowser } from '@local-seo/testing';
import type { Locator, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, hydrated, pageDataWhen } from './support';

const city = { city_name: 'Wasaga Beach', url_slug: 'wasaga-beach', latitude: 44.5206, longitude: -80.0167 };
const noForecastCity = { city_name: 'Moosonee', url_slug: 'moosonee', latitude: 51.2794, longitude: -80.6463 };
const firewoodCount = 14;

let browser: TestBrowser;
let stack: TestStack;
let data: PageData;

describe('the generated city layout in the browser', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    stack = await startTestStack();
    const admin = await adminSession(stack.url, stack.adminPassword);
    // Places (the stand-in) knows eight landscapers and two hardscapers in Wasaga Beach, no excavator.
    stack.standIns.places.listings.push(...contractorListings(city.city_name, 'landscaping', 8), ...contractorListings(city.city_name, 'hardscaping', 2));
    await admin.createCity({ ...city, province: 'Ontario', page_active: true, template: 'standard' });
    // More firewood than a slider shows, sold everywhere; the first has a season.
    await admin.adminPost('/api/categories', { name: 'Firewood' });
    for (let n = 1; n <= firewoodCount; n++) {
      await admin.adminPost('/api/products', {
        product_name: `Seasoned Firewood Bundle ${String(n).padStart(2, '0')}`,
        category: 'Firewood',
        unit_type: 'Each',
        ranking: 100 - n,
        seasonal_availability: n === 1 ? 'Fall/Winter' : null,
        product_url: `https://shop.example.com/products/firewood-${n}`,
        show_on_all_cities: true,
      });
    }
    data = await pageDataWhen(
      stack.url,
      city.url_slug,
      (page) =>
        page.contractorCounts.landscaping === 8 &&
        page.contractorCounts.hardscaping === 2 &&
        page.weather.status === 'fresh' &&
        page.products.filter((product) => product.category === 'Firewood').length === firewoodCount,
    );
    // From here on the weather provider fails: a new city has no forecast.
    stack.standIns.openMeteo.setMode('both', 'error');
    await admin.createCity({ ...noForecastCity, province: 'Ontario', page_active: true, template: 'standard' });
    await pageDataWhen(stack.url, noForecastCity.url_slug, (page) => page.weather.status === 'unavailable');
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** Opens a city page (motion reduced: slider steps land at once) and waits until it has hydrated. */
  async function openCityPage(slug = city.url_slug, viewport = { width: 1280, height: 900 }): Promise<CheckedPage> {
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
    // The test has no internet: outside addresses (product pages, the shop) answer here.
    await page.context().route((url) => !url.href.startsWith(stack.url), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Outside</title>' }));
    const response = await page.goto(`${stack.url}/${slug}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    return page;
  }

  const scrollLeftOf = (track: Locator) => track.evaluate((element) => Math.round(element.scrollLeft));

  /** A request the test answers when it chooses, to see what the page shows meanwhile. */
  function holdRequests(page: CheckedPage, pattern: RegExp) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const ready = page.route(pattern, async (route: Route) => {
      seen.push(route.request().url());
      await released;
      await route.continue();
    });
    return { ready, seen, release: () => release() };
  }

  describe('the generated layout', () => {
    it('sends crawlers the whole page in the HTML, sections in order', async () => {
      const response = await fetch(`${stack.url}/${city.url_slug}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const order = ['<h1 id="gen-hero-title">', 'id="weather"', 'id="products"', 'id="contractors"', 'id="resources"', 'class="site-footer"', 'class="gen-product-links"'].map(
        (marker) => html.indexOf(marker),
      );
      expect(order.every((position) => position > -1)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(html).toContain('Landscaping Supplies Delivered in Wasaga Beach');
      expect(html).toContain('Seasoned Firewood Bundle 01');
      expect(html).toContain(data.topContractors.landscaping[0]!.name);
      expect(html).toContain('Soil Calculator');
      // Placeholders are for the browser's own loading, not for the HTML.
      expect(html).not.toMatch(/class="[^"]*gen-skeleton/);
    });

    it('hydrates without errors and shows the sections in order', async () => {
      const page = await openCityPage();
      const sections = await page.locator('main > section').evaluateAll((elements) => elements.map((element) => element.querySelector('h1, h2')?.textContent));
      expect(sections).toEqual([
        'Landscaping Supplies Delivered in Wasaga Beach',
        'Weather in Wasaga Beach',
        'Products Available in Wasaga Beach',
        'Local Contractors in Wasaga Beach',
        'Resources & Articles',
      ]);
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it('shows the weather in metric and switches to imperial', async () => {
      const page = await openCityPage();
      const weather = page.locator('#weather');
      const units = weather.getByRole('group', { name: 'Units' });
      const celsius = openMeteoCurrentDefaults.temperature_2m!;
      const windKph = openMeteoCurrentDefaults.wind_speed_10m!;
      const reading = (label: string) => weather.locator('.gen-current__readings div', { hasText: label }).locator('dd');
      expect(await units.getByRole('button', { pressed: true }).textContent()).toContain('Metric');
      expect(await weather.locator('.gen-current__temperature').textContent()).toBe(`${Math.round(celsius)}°C`);
      expect(await reading('Wind').textContent()).toBe(`${Math.round(windKph)} km/h`);
      expect(await reading('Visibility').textContent()).toMatch(/^\d+ km$/);

      await units.getByRole('button', { name: /Imperial/ }).click();
      expect(await units.getByRole('button', { pressed: true }).textContent()).toContain('Imperial');
      expect(await weather.locator('.gen-current__temperature').textContent()).toBe(`${Math.round((celsius * 9) / 5 + 32)}°F`);
      expect(await reading('Wind').textContent()).toBe(`${Math.round(windKph / 1.609344)} mph`);
      expect(await reading('Visibility').textContent()).toMatch(/^\d+ mi$/);
      const temperatures = await weather.locator('.gen-day__temperatures').allTextContents();
      expect(temperatures.length).toBe(data.weather.forecast!.forecastday.length);
      expect(temperatures.every((day) => /°F.*°F/.test(day) && !day.includes('°C'))).toBe(true);
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it('steps the forecast by 160 px, the buttons disabled at the ends', async () => {
      const page = await openCityPage();
      const region = page.getByRole('region', { name: 'forecast days' });
      const track = region.getByRole('list').first();
      const previous = region.getByRole('button', { name: 'Previous forecast days' });
      const next = region.getByRole('button', { name: 'Next forecast days' });
      expect(await region.locator('.gen-day').count()).toBe(Math.min(14, data.weather.forecast!.forecastday.length));
      expect(await region.locator('.gen-day__label').first().textContent()).toBe('Today');
      expect(await previous.getAttribute('aria-disabled')).toBe('true');
      expect(await next.getAttribute('aria-disabled')).toBe('false');

      await next.click();
      await expect.poll(() => scrollLeftOf(track)).toBe(160);
      await expect.poll(() => previous.getAttribute('aria-disabled')).toBe('false');
      await next.click();
      await expect.poll(() => scrollLeftOf(track)).toBe(320);
      await previous.click();
      await expect.poll(() => scrollLeftOf(track)).toBe(160);

      // At the end, Next is disabled and a press does nothing.
      await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
      const end = await scrollLeftOf(track);
      // Forced: Playwright itself will not press a button marked aria-disabled.
      await next.click({ force: true });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await scrollLeftOf(track)).toBe(end);
      // Keyboard users scroll the track itself, which takes focus.
      await track.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => scrollLeftOf(track)).toBeLessThan(end);
      await expect.poll(() => next.getAttribute('aria-disabled')).toBe('false');
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it('has a slider per category with truncated tab labels, status texts and fallback cards', async () => {
      const page = await openCityPage();
      const products = page.locator('#products');
      const tabs = products.getByRole('navigation', { name: 'Product categories' }).getByRole('link');
      // What a reader sees (cut at 12 characters) and the full name in the tooltip.
      const names = await tabs.evaluateAll((links) => links.map((link) => [link.getAttribute('title'), link.querySelector('[aria-hidden="true"]')?.textContent]));
      // The layout's categories first: Decorative, Compost, Animal Bedding, Sod, Golf, De-icing, Firewood, then the rest.
      const categories = names.map(([full]) => full!);
      const firstOthers = categories.indexOf('Firewood') + 1;
      expect(categories.slice(0, firstOthers).filter((name) => !['Decorative Stone and Landscaping Products', 'Compost', 'Animal Bedding'].includes(name))).toEqual([
        'Sod',
        'Golf Course Products',
        'De-icing Products',
        'Firewood',
      ]);
      expect(categories.length).toBeGreaterThan(firstOthers);
      for (const [full, label] of names) {
        expect(label).toBe(full!.length > 12 ? `${full!.slice(0, 12).trimEnd()}...` : full);
      }
      expect(names).toContainEqual(['Golf Course Products', 'Golf Course...']);
      // Screen readers hear the full name.
      expect(await products.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Golf Course Products', exact: true }).count()).toBe(1);

      const slider = (category: string) => products.getByRole('region', { name: `${category} products` });
      const firewood = slider('Firewood').locator('.gen-product');
      expect(await firewood.count()).toBe(12);
      expect(await firewood.first().locator('.gen-card__title').textContent()).toBe('Seasoned Firewood Bundle 01');
      expect(await firewood.first().locator('.gen-product__status').textContent()).toBe('Fall/Winter');
      expect(await firewood.nth(1).locator('.gen-product__status').textContent()).toBe('Available');
      expect(await firewood.nth(1).locator('.gen-product__detail').textContent()).toBe('Contact for Pricing');
      const link = firewood.first().getByRole('link', { name: 'View Product: Seasoned Firewood Bundle 01 (opens in a new tab)' });
      expect(await link.getAttribute('target')).toBe('_blank');
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      expect(popup.url()).toBe('https://shop.example.com/products/firewood-1');

      const cardText = async (category: string) => (await slider(category).locator('.gen-product').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
      expect(await cardText('Sod')).toEqual(['SodContact for availabilitySeasonal availabilityContact Us']);
      expect(await cardText('Golf Course Products')).toEqual(['Golf Course ProductsCommercial OrdersContact Us']);
      expect(await cardText('De-icing Products')).toEqual(['De-icing ProductsAvailable October-MarchWinter season onlyContact Us']);
      expect(await slider('Sod').getByRole('link', { name: 'Contact Us: Sod (opens in a new tab)' }).count()).toBe(1);
      const compost = data.products.filter((product) => product.category === 'Compost');
      expect(compost.length).toBeGreaterThan(0);
      expect(new Set(await slider('Compost').locator('.gen-product__status').allTextContents())).toEqual(new Set(['In stock for delivery']));
      for (const card of await products.locator('.gen-product').all()) expect(await card.getByRole('link').count()).toBe(1);
      expect(await products.getByRole('link', { name: /Delivery information for Wasaga Beach/ }).getAttribute('href')).toMatch(/delivery-information$/);
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it('steps a product slider by 300 px, the buttons disabled at the ends', async () => {
      const page = await openCityPage();
      const region = page.getByRole('region', { name: 'Firewood products' });
      await region.scrollIntoViewIfNeeded();
      const track = region.getByRole('list');
      const previous = region.getByRole('button', { name: 'Previous Firewood products' });
      const next = region.getByRole('button', { name: 'Next Firewood products' });
      expect(await previous.getAttribute('aria-disabled')).toBe('true');
      await next.click();
      await expect.poll(() => scrollLeftOf(track)).toBe(300);
      await next.click();
      await expect.poll(() => scrollLeftOf(track)).toBe(600);
      await previous.click();
      await expect.poll(() => scrollLeftOf(track)).toBe(300);
      // On to the end, a step at a time; the buttons' state follows the scroll a frame later.
      for (let press = 0; press < 12 && (await next.getAttribute('aria-disabled')) === 'false'; press++) {
        const before = await scrollLeftOf(track);
        await next.click();
        await expect.poll(() => scrollLeftOf(track)).toBeGreaterThan(before);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
      expect(await next.getAttribute('aria-disabled')).toBe('true');
      expect(await track.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1)).toBe(true);
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it('shows the top contractors, then loads the rest behind skeleton cards when a slider comes into view', async () => {
      const page = await openCityPage();
      const search = holdRequests(page, /\/api\/contractors\/search\/wasaga-beach\?industry=landscaping&usePlaces=false$/);
      await search.ready;
      const region = page.getByRole('region', { name: 'landscaping contractors' });
      const top = data.topContractors.landscaping.map((contractor) => contractor.name);
      expect(await region.locator('.gen-contractor:not(.gen-skeleton) .gen-card__title').allTextContents()).toEqual(top);
      // Nothing is fetched before the slider nears the viewport.
      await page.waitForTimeout(300);
      expect(search.seen).toEqual([]);

      await region.scrollIntoViewIfNeeded();
      await expect.poll(() => search.seen.length).toBe(1);
      await expect.poll(() => region.locator('.gen-skeleton').count()).toBe(3);
      expect(await page.locator('#contractors .gen-industry').first().getAttribute('aria-busy')).toBe('true');
      const heightWhileLoading = await region.boundingBox();

      search.release();
      await expect.poll(() => region.locator('.gen-contractor').count()).toBe(8);
      expect(await region.locator('.gen-skeleton').count()).toBe(0);
      expect((await region.boundingBox())?.height).toBe(heightWhileLoading?.height);
      const card = region.locator('.gen-contractor').first();
      const first = data.topContractors.landscaping[0]!;
      expect(await card.locator('.gen-rating').textContent()).toBe(`★ ${first.rating!.toFixed(1)} out of 5 (${first.total_ratings} reviews)`);
      expect(await card.locator('.gen-contractor__address').textContent()).toBe(first.address);
      expect((await card.locator('.gen-tags li').allTextContents()).length).toBeLessThanOrEqual(3);

      const track = region.getByRole('list').first();
      await region.getByRole('button', { name: 'Next landscaping contractors' }).click();
      await expect.poll(() => scrollLeftOf(track)).toBe(300);
      expect(await page.getByRole('region', { name: 'hardscaping contractors' }).locator('.gen-contractor').count()).toBe(2);
      expect(await page.locator('#contractors').getByText('No excavation contractors found for Wasaga Beach at this time.').isVisible()).toBe(true);
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it('opens a contractor in a labelled modal dialog with reviews cut at 200 characters', async () => {
      const page = await openCityPage();
      const details = holdRequests(page, /\/api\/contractors\/details\/\d+$/);
      await details.ready;
      const first = data.topContractors.landscaping[0]!;
      const opener = page.getByRole('button', { name: `Details & reviews for ${first.name}` });
      await opener.scrollIntoViewIfNeeded();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: first.name });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole('status').textContent()).toBe('Loading...');

      details.release();
      await expect.poll(() => dialog.locator('.gen-review').count()).toBeGreaterThan(0);
      const answer = (await (await fetch(`${stack.url}/api/contractors/details/${first.id}`)).json()) as { phone: string; reviews: { author_name: string; author_url: string | null; text: string }[] };
      expect(await dialog.locator('.gen-details').textContent()).toContain(answer.phone);
      const long = answer.reviews.find((review) => review.text.length > 200)!;
      expect(long).toBeDefined();
      const shown = dialog.locator('.gen-review', { hasText: long.author_name }).first();
      const text = (await shown.locator('.gen-review__text').textContent())!;
      expect(text).toBe(`${long.text.slice(0, 200).trimEnd()}...`);
      expect(await shown.getByRole('link', { name: new RegExp(long.author_name) }).getAttribute('href')).toBe(long.author_url);
      expect(await dialog.getByText('Reviews from Google').count()).toBe(1);

      // Modal: Tab stays inside, Escape closes, focus goes back to the card's button.
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Details & reviews for ${first.name}`);
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it('says so when the details cannot be loaded', async () => {
      const page = await openCityPage();
      // The real server's answer for a contractor that does not exist (404).
      await page.route(/\/api\/contractors\/details\/\d+$/, (route) => route.continue({ url: `${stack.url}/api/contractors/details/999999999` }));
      const first = data.topContractors.hardscaping[0]!;
      const opener = page.getByRole('button', { name: `Details & reviews for ${first.name}` });
      await opener.scrollIntoViewIfNeeded();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: first.name });
      await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Failed to load contractor details. Please try again.');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // The console error is the browser's own line for the 404 answer; nothing was thrown.
      expect(page.errors.filter((error) => !error.includes('404'))).toEqual([]);
      await page.close();
    });

    it('offers the resources and ends with the footer', async () => {
      const page = await openCityPage();
      const resources = page.locator('#resources');
      expect(await resources.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Landscaping Blog', 'Soil Calculator', 'Delivery Information']);
      // The product links are the footer's first band.
      const footer = page.locator('footer');
      const productLinks = footer.getByRole('navigation', { name: 'Products in Wasaga Beach' }).getByRole('link');
      expect(await productLinks.first().textContent()).toBe('Seasoned Firewood Bundle 01');
      expect(await productLinks.last().textContent()).toBe('Shop all products');
      for (const name of ['About Us', 'Contact Us']) expect(await footer.getByRole('link', { name }).count()).toBe(1);
      expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
      expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
      expect((await footer.locator('address').textContent())?.trim()).not.toBe('');
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it('does not shift the layout while the visitor scrolls to the end', async () => {
      const page = await openCityPage(city.url_slug, { width: 390, height: 844 });
      await page.evaluate(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Like a reader: a screen at a time, pausing for what loads.
      for (let step = 0; step < 40; step++) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(120);
        if (await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)) break;
      }
      await page.waitForTimeout(500);
      const cumulative = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
      expect(cumulative).toBeLessThan(0.05);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  });

  describe('a generated-layout city without a forecast', () => {
    it("says 'Weather forecast unavailable' and offers no unit toggle", async () => {
      const page = await openCityPage(noForecastCity.url_slug);
      const weather = page.locator('#weather');
      expect(await weather.getByText('Weather forecast unavailable', { exact: true }).isVisible()).toBe(true);
      expect(await weather.getByText('Check back soon for updated weather information', { exact: true }).isVisible()).toBe(true);
      expect(await weather.getByRole('group', { name: 'Units' }).count()).toBe(0);
      expect(await weather.locator('.gen-day').count()).toBe(0);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  });
});
