import { adminCitySchema, populationJobSchema, publicContractorSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { panelNavigation, shownToasts, unexpectedErrors, setUpAdmin } from './support';

const admin = setUpAdmin();

const allCities = () => admin.apiGet(z.array(adminCitySchema), '/api/admin/cities');
const table = () => admin.page.getByRole('table', { name: 'Cities' });
const bodyRows = () => table().locator('tbody tr');
const addDialog = () => admin.page.getByRole('dialog', { name: 'Add New City' });
/** Adds an Ontario city with the Add New City dialog (its slug follows the name). */
async function addCity(name: string, latitude: string, longitude: string) {
  await admin.page.getByRole('main').getByRole('button', { name: 'Add New City' }).click();
  const dialog = addDialog();
  await dialog.getByLabel('City Name').fill(name);
  await dialog.getByLabel('Province').selectOption('Ontario');
  await dialog.getByLabel('Latitude').fill(latitude);
  await dialog.getByLabel('Longitude').fill(longitude);
  await dialog.getByRole('button', { name: 'Create City' }).click();
}
const toastWith = (text: string) => shownToasts(admin.page).filter({ hasText: text });

describe('the city table', () => {
  it('lists every city with province and country, slug, status, Edit and View Page, 25 to a page', async () => {
    await admin.goto('cities');
    const cities = await allCities();
    expect(cities.length).toBeGreaterThan(25);
    await expect.poll(() => bodyRows().count()).toBe(25);
    expect(await admin.page.getByText(`Showing 1–25 of ${cities.length}`).count()).toBe(1);

    const first = [...cities].sort((a, b) => a.city_name.localeCompare(b.city_name, 'en-CA'))[0]!;
    const row = bodyRows().first();
    const text = await row.textContent();
    expect(text).toContain(first.city_name);
    expect(text).toContain(`${first.province}, ${first.country}`);
    expect(text).toContain(first.url_slug);
    expect(text).toContain(first.page_active ? 'Active' : 'Inactive');
    expect(await row.getByRole('button', { name: `Edit ${first.city_name}` }).count()).toBe(1);
    const view = row.getByRole('link', { name: /View Page/ });
    expect(await view.getAttribute('href')).toBe(`/${first.url_slug}`);
    expect(await view.getAttribute('target')).toBe('_blank');
  });

  it('sorts by a column and pages through the rest', async () => {
    const { page } = admin;
    const cities = await allCities();
    const names = cities.map((city) => city.city_name).sort((a, b) => a.localeCompare(b, 'en-CA'));

    await page.getByRole('button', { name: 'City', exact: true }).click();
    expect(await page.getByRole('columnheader', { name: 'City' }).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => bodyRows().first().textContent()).toContain(names.at(-1)!);

    await page.getByRole('button', { name: 'City', exact: true }).click();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => bodyRows().count()).toBe(cities.length - 25);
    expect(await bodyRows().first().textContent()).toContain(names[25]!);
    await page.getByRole('button', { name: 'First page' }).click();
  });
});

describe('Add New City', () => {
  it('opens with the page active and the standard template, and the 13 provinces', async () => {
    await admin.page.getByRole('button', { name: 'Add New City' }).click();
    const dialog = addDialog();
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Activate Page Immediately' }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByLabel('Page Template').inputValue()).toBe('standard');
    // 13 provinces and territories after the empty choice.
    expect(await dialog.getByLabel('Province').locator('option').count()).toBe(14);
    await expect.poll(() => admin.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('city_name');
  });

  it('shows the spec messages under each field', async () => {
    const dialog = addDialog();
    await dialog.getByRole('button', { name: 'Create City' }).click();
    await dialog.getByText('City name is required').waitFor();
    expect(await dialog.getByText('Province is required').count()).toBe(1);
    expect(await dialog.getByText('URL slug is required').count()).toBe(1);

    await dialog.getByLabel('Latitude').fill('95');
    await dialog.getByLabel('Longitude').fill('-200');
    await dialog.getByRole('button', { name: 'Create City' }).click();
    await dialog.getByText('Latitude must be between -90 and 90').waitFor();
    expect(await dialog.getByText('Longitude must be between -180 and 180').count()).toBe(1);
    expect(await dialog.getByLabel('Latitude').getAttribute('aria-invalid')).toBe('true');
  });

  it('derives the slug from the name and fills the SEO texts once the province is set', async () => {
    const dialog = addDialog();
    await dialog.getByLabel('City Name').fill('Port Perry');
    expect(await dialog.getByLabel('URL Slug').inputValue()).toBe('port-perry');
    expect(await dialog.getByLabel('SEO Title').inputValue()).toBe('');
    await dialog.getByLabel('Province').selectOption('Ontario');
    expect(await dialog.getByLabel('SEO Title').inputValue()).toBe(`Landscaping Supplies Port Perry Ontario | ${admin.site.brandName}`);
    expect(await dialog.getByLabel('SEO Description').inputValue()).toContain('Port Perry, Ontario');
    expect(await dialog.getByText('City name is required').count()).toBe(0);
  });

  it("says 'Error' with the server's reason when it refuses, and keeps the form", async () => {
    const dialog = addDialog();
    await dialog.getByLabel('URL Slug').fill('barrie');
    await dialog.getByLabel('Latitude').fill('44.1');
    await dialog.getByLabel('Longitude').fill('-78.95');
    await dialog.getByRole('button', { name: 'Create City' }).click();
    const toast = toastWith('already exists');
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/^Error.*A city with the URL slug "barrie" already exists/);
    expect(await dialog.getByLabel('City Name').inputValue()).toBe('Port Perry');
    // Once the admin edited the slug, the name no longer changes it.
    await dialog.getByLabel('City Name').fill('Port Perry');
    expect(await dialog.getByLabel('URL Slug').inputValue()).toBe('barrie');
  });

  it('creates the city, then populates its contractors for the three industries', async () => {
    // What Google Places knows about Port Perry: one contractor per industry.
    admin.stack.standIns.places.add(
      ...(['landscaping', 'hardscaping', 'excavation'] as const).map((industry, index) => ({
        terms: [industry, 'Port Perry'],
        place: {
          name: `places/port-perry-${industry}`,
          id: `port-perry-${industry}`,
          displayName: { text: `Port Perry ${industry} Co.`, languageCode: 'en' },
          formattedAddress: `${10 + index} Water St, Port Perry, ON L9L 1A1, Canada`,
          location: { latitude: 44.1 + index / 1000, longitude: -78.95 },
          rating: 4.5,
          userRatingCount: 20 + index,
          businessStatus: 'OPERATIONAL' as const,
        },
      })),
    );
    const dialog = addDialog();
    await dialog.getByLabel('URL Slug').fill('port-perry');
    await dialog.getByLabel('Population').fill('10000');
    await dialog.getByRole('button', { name: 'Create City' }).click();
    await dialog.waitFor({ state: 'detached' });
    // 'Port Perry' sorts onto the second page: the search finds it.
    await admin.page.getByLabel('Search cities').fill('port perry');
    await expect.poll(() => bodyRows().count()).toBe(1);
    await admin.page.getByRole('row', { name: /Port Perry/ }).waitFor();

    const done = toastWith('City and contractor data have been populated successfully!');
    await done.waitFor({ timeout: 30_000 });
    expect(await done.textContent()).toMatch(/^Complete/);

    const city = (await allCities()).find((c) => c.url_slug === 'port-perry');
    expect(city).toMatchObject({ city_name: 'Port Perry', province: 'Ontario', latitude: 44.1, longitude: -78.95, population: 10000, page_active: true, template: 'standard' });
    expect(city?.seo_title).toBe(`Landscaping Supplies Port Perry Ontario | ${admin.site.brandName}`);

    const jobs = await admin.apiGet(z.array(populationJobSchema), '/api/admin/contractors/population?city=port-perry');
    expect(jobs.map((job) => [job.industry, job.status]).sort()).toEqual([
      ['excavation', 'succeeded'],
      ['hardscaping', 'succeeded'],
      ['landscaping', 'succeeded'],
    ]);
    for (const industry of ['landscaping', 'hardscaping', 'excavation']) {
      const contractors = await admin.apiGet(z.array(publicContractorSchema), `/api/contractors/search/port-perry?industry=${industry}`);
      expect(contractors.map((contractor) => contractor.name), industry).toEqual([`Port Perry ${industry} Co.`]);
    }
  });

  it('warns when the contractor population fails, with the city created all the same', async () => {
    const { places } = admin.stack.standIns;
    places.failAlways(403, 'searchText');
    try {
      await addCity('Sunderland', '44.27', '-79.07');
      const warning = toastWith('City created but contractor population failed. You can populate manually later.');
      await warning.waitFor({ timeout: 30_000 });
      expect(await warning.textContent()).toMatch(/^Warning/);
    } finally {
      places.recover();
    }
    const cities = await allCities();
    expect(cities.some((city) => city.url_slug === 'sunderland')).toBe(true);
  });

  it('opens the public page of the city in a new tab', async () => {
    const row = admin.page.getByRole('row', { name: /Port Perry/ });
    const [publicPage] = await Promise.all([admin.page.context().waitForEvent('page'), row.getByRole('link', { name: /View Page/ }).click()]);
    await publicPage.waitForLoadState();
    expect(new URL(publicPage.url()).pathname).toBe('/port-perry');
    expect(await publicPage.title()).toContain('Port Perry');
    await publicPage.close();
  });
});

describe('Edit City', () => {
  it("saves a change with 'City updated successfully!'", async () => {
    const { page } = admin;
    await page.getByRole('row', { name: /Port Perry/ }).getByRole('button', { name: 'Edit Port Perry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Port Perry' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Latitude').inputValue()).toBe('44.1');
    await dialog.getByLabel('Population').fill('10500');
    await dialog.getByRole('switch', { name: 'Activate Page Immediately' }).click();
    // Editing the name of an existing city keeps its address.
    await dialog.getByLabel('City Name').fill('Port Perry Village');
    expect(await dialog.getByLabel('URL Slug').inputValue()).toBe('port-perry');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await toastWith('City updated successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Port Perry Village/ });
    await expect.poll(() => row.textContent()).toContain('Inactive');
    const city = (await allCities()).find((c) => c.url_slug === 'port-perry');
    expect(city).toMatchObject({ city_name: 'Port Perry Village', population: 10500, page_active: false });
  });

  it("says 'Failed to update city' with the reason when the server refuses", async () => {
    const { page } = admin;
    await page.getByRole('row', { name: /Port Perry Village/ }).getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Port Perry Village' });
    await dialog.getByLabel('URL Slug').fill('barrie');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const toast = toastWith('already exists');
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/^Failed to update city.*A city with the URL slug "barrie" already exists/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("edits the city's own introduction (its words counted, a short one only warned of) and its local resources", async () => {
    const { page } = admin;
    await admin.goto('cities');
    await page.getByRole('row', { name: /Grimsby/ }).getByRole('button', { name: 'Edit Grimsby' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Grimsby' });
    const introduction = dialog.getByLabel('Local Introduction');
    // The demo's introduction, back as plain paragraphs, within the guide.
    expect(await introduction.inputValue()).toMatch(/^Grimsby sits on the narrow plain[\s\S]*\n\nSoils range/);
    const wordCount = () => dialog.getByText(/^\d+ words; aim for 120-400\./).first().textContent();
    expect(await wordCount()).not.toContain('than suggested');
    await introduction.fill('Between the lake and the ridge.\n\nSee <a href="/delivery" onclick="x()">delivery</a>.');
    await expect.poll(wordCount).toMatch(/^8 words; aim for 120-400\. Shorter than suggested/);

    const resources = dialog.getByRole('group', { name: /^Resource \d$/ });
    const demoResources = await resources.count();
    expect(demoResources).toBeGreaterThan(0);
    for (let i = demoResources; i > 0; i--) await dialog.getByRole('button', { name: `Remove resource ${i}` }).click();
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    const row = dialog.getByRole('group', { name: 'Resource 1' });
    await row.getByLabel('Title').fill('Town site');
    await row.getByLabel('Link').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/^Resource 1: the link must be a valid URL starting with http/);

    await row.getByLabel('Link').fill('https://www.grimsby.ca/');
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await dialog.getByRole('group', { name: 'Resource 2' }).getByLabel('Title').fill('Garden waste');
    await dialog.getByRole('group', { name: 'Resource 2' }).getByLabel('Or a short text').fill('Collected in spring and fall.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith('City updated successfully!').waitFor();
    const city = (await allCities()).find((c) => c.url_slug === 'grimsby');
    expect(city).toMatchObject({
      local_introduction: '<p>Between the lake and the ridge.</p><p>See <a href="/delivery">delivery</a>.</p>',
      local_resources: [
        { title: 'Town site', url: 'https://www.grimsby.ca/', text: null },
        { title: 'Garden waste', url: null, text: 'Collected in spring and fall.' },
      ],
    });
  });
});

describe('after a city change', () => {
  it('lists the new city among the SEO pages, read before, without a reload of the app', async () => {
    const { page } = admin;
    const main = page.getByRole('main');
    const pageChoices = () => main.getByLabel('Page', { exact: true }).locator('option').allTextContents();
    const openPageAnalytics = async () => {
      await panelNavigation(page).getByRole('link', { name: 'SEO Analytics' }).click();
      await main.getByRole('tab', { name: 'Page Analytics', exact: true }).click();
    };
    await openPageAnalytics();
    await expect.poll(async () => (await pageChoices()).some((choice) => choice.includes('(/barrie)'))).toBe(true);
    expect((await pageChoices()).some((choice) => choice.includes('(/uxbridge)'))).toBe(false);

    // In-app navigation keeps the query cache: only the invalidation after the creation refreshes the pages.
    await panelNavigation(page).getByRole('link', { name: 'Cities' }).click();
    await addCity('Uxbridge', '44.11', '-79.12');
    await addDialog().waitFor({ state: 'detached' });

    await openPageAnalytics();
    await expect.poll(async () => (await pageChoices()).some((choice) => choice.includes('(/uxbridge)'))).toBe(true);
  });

  it('ran without errors in the page', () => {
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});
