import { contractorPageSchema, platformStatsSchema, populationJobSchema, siteSettingsSchema, trashListSchema } from '@local-seo/contracts';
import { contractorListings } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stripValue, toastAfter, toastTitled, unexpectedErrors, setUpAdmin } from './support';

// The Contractors tab against the real stack: 132 demo contractors (authentic,
// some brand customers), and template contractors found through the Google
// Places stand-in, whose details and reviews are read live.

const admin = setUpAdmin();

const page = () => admin.page;
const main = () => page().getByRole('main');
const statValue = (label: string) => stripValue(page(), 'Contractor counts', label);
const cards = () => main().getByRole('tabpanel').getByRole('article');
const summary = () => main().getByRole('tabpanel').locator('.contractors__summary');
const chooseList = (name: string) => main().getByRole('tab', { name, exact: true }).click();
const chooseIndustry = (label: string) => main().getByLabel('Industry').selectOption({ label });
const stats = () => admin.apiGet(platformStatsSchema, '/api/stats');
const listTotal = async (path: string) => (await admin.apiGet(contractorPageSchema, path)).total;

describe('the Contractors tab', () => {
  it('shows the four counts of /api/stats', async () => {
    await admin.goto('contractors');
    const expected = await stats();
    const brand = (await admin.apiGet(siteSettingsSchema, '/api/site')).brandName;
    await expect.poll(() => statValue('Total Contractors').textContent()).toBe(String(expected.totalContractors));
    await expect(statValue('Template Contractors').textContent()).resolves.toBe(String(expected.templateContractors));
    await expect(statValue('Authentic Contractors').textContent()).resolves.toBe(String(expected.authenticContractors));
    await expect(statValue(`${brand} Customers`).textContent()).resolves.toBe(String(expected.brandCustomers));
    expect(expected.totalContractors).toBeGreaterThan(12);
    expect(page().errors).toEqual([]);
  });

  it('shows 12 contractors of a list when no industry is chosen, with the customer badge', async () => {
    await admin.goto('contractors');
    await expect(main().getByRole('tab', { name: 'Authentic' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect.poll(() => cards().count()).toBe(12);
    const authentic = await listTotal('/api/contractors/authentic');
    await expect(summary().textContent()).resolves.toBe(`Showing 12 of ${authentic}. Choose an industry to list them all.`);

    await chooseList('Customers');
    const customers = await listTotal('/api/contractors/brand-customers');
    await expect.poll(() => cards().count()).toBe(Math.min(12, customers));
    const badges = await cards().evaluateAll((articles) => articles.map((a) => a.textContent?.includes('Customer') ?? false));
    expect(badges.every(Boolean)).toBe(true);
  });

  it('filters by industry, with paging for a long list', async () => {
    await admin.goto('contractors');
    await chooseIndustry('Excavation');
    const excavators = await listTotal('/api/contractors/authentic?industry=excavation');
    await expect.poll(() => summary().textContent()).toBe(`${excavators} contractors`);
    await expect.poll(() => cards().count()).toBe(excavators);
    const industries = await cards().locator('.ui-badge').allTextContents();
    expect(industries.filter((text) => text !== 'Customer').every((text) => text === 'Excavation')).toBe(true);

    await chooseIndustry('Landscaping');
    const landscapers = await listTotal('/api/contractors/authentic?industry=landscaping');
    expect(landscapers).toBeGreaterThan(50);
    await expect.poll(() => summary().textContent()).toBe(`${landscapers} contractors, page 1 of 2`);
    await expect.poll(() => cards().count()).toBe(50);
    await main().getByRole('navigation', { name: 'Contractor pages' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => summary().textContent()).toBe(`${landscapers} contractors, page 2 of 2`);
    await expect.poll(() => cards().count()).toBe(landscapers - 50);
  });

  it("says so when a list has none of the chosen industry, in the spec's words", async () => {
    const brand = (await admin.apiGet(siteSettingsSchema, '/api/site')).brandName;
    expect(await listTotal('/api/contractors/brand-customers?industry=hardscaping')).toBe(0);
    expect(await listTotal('/api/contractors/template?industry=hardscaping')).toBe(0);

    await admin.goto('contractors');
    await chooseIndustry('Hardscaping');
    await chooseList('Customers');
    await main().getByText(`No ${brand} customers found for the selected industry.`, { exact: true }).waitFor();
    await chooseList('Template');
    await main().getByText('No template contractors found for the selected industry.', { exact: true }).waitFor();
  });

  it('lists template contractors from Google Places and shows their details with reviews cut at 200 characters', async () => {
    const places = admin.stack.standIns.places;
    const listings = contractorListings('Barrie', 'landscaping', 3);
    places.add(...listings);
    // force: the demo's own population of Barrie ran before these places existed.
    const populate = await admin.apiWrite('POST', '/api/admin/contractors/populate/barrie?industry=landscaping&force=true');
    expect([200, 202], await populate.text()).toContain(populate.status());
    await expect.poll(async () => (await stats()).templateContractors, { timeout: 30_000 }).toBe(3);

    await admin.goto('contractors');
    await expect.poll(() => statValue('Template Contractors').textContent()).toBe('3');
    await chooseList('Template');
    await expect.poll(() => cards().count()).toBe(3);

    const place = listings[0]!.place;
    await cards().filter({ hasText: place.displayName.text }).getByRole('button', { name: /View details/ }).click();
    const dialog = page().getByRole('dialog', { name: place.displayName.text });
    const review = place.reviews![0]!;
    await dialog.getByText(review.authorAttribution.displayName).waitFor();
    await expect(dialog.getByText(place.formattedAddress!).isVisible()).resolves.toBe(true);
    await expect(dialog.getByText(place.nationalPhoneNumber!).isVisible()).resolves.toBe(true);
    await expect(dialog.getByText(review.relativePublishTimeDescription).isVisible()).resolves.toBe(true);
    expect(review.text.text.length).toBeGreaterThan(200);
    const shown = await dialog.locator('.contractors__review-text').first().textContent();
    expect(shown).toBe(`${review.text.text.slice(0, 200).trimEnd()}...`);
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(page().errors).toEqual([]);
  }, 60_000);

  it('says when the details cannot be loaded, and loads them on a retry', async () => {
    const places = admin.stack.standIns.places;
    const second = contractorListings('Barrie', 'landscaping', 3)[1]!.place;
    await admin.goto('contractors');
    await chooseList('Template');
    await expect.poll(() => cards().count()).toBe(3);

    places.failAlways(503, 'details');
    try {
      await cards().filter({ hasText: second.displayName.text }).getByRole('button', { name: /View details/ }).click();
      const dialog = page().getByRole('dialog', { name: second.displayName.text });
      await dialog.getByText('Failed to load contractor details. Please try again.', { exact: true }).waitFor();
    } finally {
      places.recover();
    }
    const dialog = page().getByRole('dialog', { name: second.displayName.text });
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByText(second.reviews![0]!.authorAttribution.displayName).waitFor();
    expect(unexpectedErrors(page())).toEqual([]);
  });
});

describe('populating contractors from the Contractors tab', () => {
  const panel = () => main().locator('section').filter({ has: page().getByRole('heading', { name: 'Populate from Google Places' }) });
  const form = () => panel().getByRole('form', { name: 'Populate contractors' });
  const jobRows = () => panel().getByRole('table').locator('tbody tr');
  const jobs = (city: string) => admin.apiGet(z.array(populationJobSchema), `/api/admin/contractors/population?city=${city}`);

  it('asks for a city, then populates one industry with its live state, and gives the reason of a failed one', async () => {
    await admin.goto('contractors');
    await form().getByRole('button', { name: 'Populate' }).click();
    await form().getByText('Choose a city', { exact: true }).waitFor();

    const places = admin.stack.standIns.places;
    const listings = contractorListings('Guelph', 'hardscaping', 2);
    places.add(...listings);
    // Places answers slowly: the job is seen running before it is done.
    places.slowNext(1, 1500, 'searchText');
    await form().getByLabel('City').selectOption({ label: 'Guelph, Ontario' });
    await form().getByLabel('Industries to populate').selectOption({ label: 'Hardscaping' });
    await form().getByRole('switch', { name: 'Run again if populated recently' }).click();
    const done = await toastAfter(
      page(),
      async () => {
        await form().getByRole('button', { name: 'Populate' }).click();
        await form().getByRole('button', { name: 'Populating...' }).waitFor();
        const running = jobRows().filter({ hasText: 'Hardscaping' }).first();
        await expect.poll(() => running.textContent(), { timeout: 10_000 }).toMatch(/Running|Waiting/);
      },
      'Contractors populated',
    );
    await expect(done.textContent()).resolves.toContain('Populated 2 hardscaping contractors for Guelph');
    const latest = jobRows().first();
    await expect.poll(() => latest.textContent()).toContain('Done');
    await expect(latest.textContent()).resolves.toContain('2 found');
    expect((await jobs('guelph'))[0]).toMatchObject({ industry: 'hardscaping', status: 'succeeded', found: 2, trigger: 'admin' });

    places.failAlways(403, 'searchText');
    try {
      await form().getByLabel('Industries to populate').selectOption({ label: 'Excavation' });
      const failed = await toastAfter(page(), () => form().getByRole('button', { name: 'Populate' }).click(), 'Population failed', 60_000);
      await expect(failed.textContent()).resolves.toContain('Contractor population failed for Guelph (excavation)');
    } finally {
      places.recover();
    }
    const [job] = await jobs('guelph');
    expect(job).toMatchObject({ industry: 'excavation', status: 'failed' });
    expect(job!.error).toBeTruthy();
    const failedRow = jobRows().first();
    await expect.poll(() => failedRow.textContent()).toContain('Failed');
    await expect(failedRow.textContent()).resolves.toContain(job!.error!);
    await expect(form().getByRole('button', { name: 'Populate' }).isEnabled()).resolves.toBe(true);
  }, 90_000);

  it('imports contractors from a CSV: the refused rows are listed, then the valid rows are imported', async () => {
    const before = await listTotal('/api/contractors/authentic');
    await admin.goto('contractors');
    await main().getByRole('button', { name: 'Import Contractors CSV' }).click();
    const dialog = page().getByRole('dialog', { name: 'Import Contractors CSV' });
    await expect(dialog.getByLabel('Import type').locator('option').allTextContents()).resolves.toEqual(['Contractors']);
    const csv = ['City,Name,Industry,Phone', 'barrie,Browser Import Paving,hardscaping,705-555-0111', 'barrie,Browser Import Bad,gardening,', 'nowhere-city,Browser Import Lost,landscaping,'];
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'contractors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n') + '\n') });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await toastTitled(page(), 'Import Failed').waitFor();
    const alert = dialog.getByRole('alert');
    await alert.getByText('Import failed. Please check your CSV format and try again.').waitFor();
    const refused = await Promise.all((await alert.getByRole('table').locator('tbody tr').all()).map((row) => row.locator('td').allTextContents()));
    expect(refused.map(([line, column]) => [line, column])).toEqual([
      ['3', 'Industry'],
      ['4', 'City'],
    ]);
    expect(refused[0]![2]).toBe('Industry must be landscaping, hardscaping or excavation');
    expect(await listTotal('/api/contractors/authentic')).toBe(before);

    await alert.getByRole('button', { name: 'Import valid rows only' }).click();
    await toastTitled(page(), 'Import Successful').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await main().getByRole('status').filter({ hasText: 'Import completed successfully!' }).waitFor();
    expect(await listTotal('/api/contractors/authentic')).toBe(before + 1);
    await expect.poll(() => statValue('Authentic Contractors').textContent()).toBe(String((await stats()).authenticContractors));
    expect(unexpectedErrors(page())).toEqual([]);
  });
});

describe('deleting a contractor from its details', () => {
  it('asks first, then moves it to the Trash: gone from the list and the counts, restorable', async () => {
    const imported = await admin.apiUpload('/api/import/contractors', { name: 'contractors.csv', csv: 'City,Name,Industry\nbarrie,Browser Delete Stonework,hardscaping\n' });
    expect(imported.status(), await imported.text()).toBe(200);
    const total = (await stats()).totalContractors;
    await admin.goto('contractors');
    await chooseIndustry('Hardscaping');
    const card = () => cards().filter({ hasText: 'Browser Delete Stonework' });
    await card().getByRole('button', { name: /View details/ }).click();
    const details = page().getByRole('dialog', { name: 'Browser Delete Stonework' });
    await details.getByText('Name', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Delete', exact: true }).click();

    const confirm = page().getByRole('dialog', { name: 'Delete "Browser Delete Stonework"?' });
    await confirm.getByText('Are you sure you want to delete this contractor?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await stats()).totalContractors).toBe(total);

    await card().getByRole('button', { name: /View details/ }).click();
    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastAfter(page(), () => confirm.getByRole('button', { name: 'Delete', exact: true }).click(), 'Contractor deleted successfully');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => card().count()).toBe(0);
    await expect.poll(() => statValue('Total Contractors').textContent()).toBe(String(total - 1));

    const [item] = (await admin.apiGet(trashListSchema, '/api/admin/trash/contractors')).items;
    expect(item).toMatchObject({ entity: 'contractor', name: 'Browser Delete Stonework', detail: 'Barrie' });
    expect(item!.deletedBy).not.toBeNull();
    expect((await admin.apiWrite('POST', `/api/admin/trash/contractors/${item!.id}/restore`)).status()).toBe(200);
    expect((await stats()).totalContractors).toBe(total);
    expect(unexpectedErrors(page())).toEqual([]);
  });
});

describe('the lists searched and sorted by the service', () => {
  it('searches and sorts on the server, the view in the URL: a reload shows the same one', async () => {
    const names = () => cards().locator('.contractors__name').allTextContents();
    const apiNames = async (query: string) => (await admin.apiGet(contractorPageSchema, `/api/contractors/authentic?${query}`)).items.map((c) => c.name);
    await admin.goto('contractors');
    await chooseIndustry('Landscaping');
    const landscapers = await listTotal('/api/contractors/authentic?industry=landscaping');
    await main().getByRole('navigation', { name: 'Contractor pages' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => summary().textContent()).toBe(`${landscapers} contractors, page 2 of 2`);
    await expect.poll(() => Object.fromEntries(new URL(page().url()).searchParams)).toEqual({ industry: 'landscaping', page: '2' });
    await page().reload();
    await expect.poll(() => summary().textContent()).toBe(`${landscapers} contractors, page 2 of 2`);
    await expect(main().getByLabel('Industry').inputValue()).resolves.toBe('landscaping');

    // A word of a landscaper's name: the service finds it (name, address or city) and sorts the matches.
    const word = (await apiNames('industry=landscaping'))[0]!.split(/\s+/)[0]!;
    const expected = await apiNames(`industry=landscaping&search=${encodeURIComponent(word)}&sort=name&order=desc`);
    expect(expected.length).toBeGreaterThan(0);
    await main().getByLabel('Search contractors').fill(word);
    await main().getByLabel('Sort by').selectOption({ label: 'Name (Z–A)' });
    await expect.poll(names).toEqual(expected);
    await expect.poll(() => Object.fromEntries(new URL(page().url()).searchParams)).toEqual({ industry: 'landscaping', search: word, sort: 'name', order: 'desc' });

    await chooseList('Customers');
    await expect.poll(() => new URL(page().url()).searchParams.get('list')).toBe('customers');
    await chooseList('Authentic');
    await page().reload();
    await expect.poll(names).toEqual(expected);
    await expect(main().getByLabel('Search contractors').inputValue()).resolves.toBe(word);
    await expect(main().getByLabel('Sort by').inputValue()).resolves.toBe('name-desc');
    await expect(main().getByLabel('Industry').inputValue()).resolves.toBe('landscaping');
    expect(unexpectedErrors(page())).toEqual([]);
  });
});
