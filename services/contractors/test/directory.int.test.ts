import { actorHeaderName, actorHeaderValue, trashListSchema } from '@local-seo/contracts';
import { purgeTrash } from '@local-seo/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, csvForm, placesConfig, populationsFinished, startStack, type Stack } from './helpers.js';

/** The contractors service without a places key: imports, admin lists, public reads of our own data. */
let stack: Stack;
let barrieId: number;
let guelphId: number;

const header = 'City,Name,Industry,Address,Phone,Email,Notes,Brand Account,Competition,Email Tracking,Rating,Total Ratings,Active';
const rows = [
  'barrie,Kempenfelt Landscape Group,landscaping,48 Bayfield St,(705) 555-0142,office@kempenfelt.example.ca,Prefers mornings,checked,,opened 2026-03,4.7,38,',
  'barrie,Simcoe Stoneworks,hardscaping,12 Dunlop St,(705) 555-0177,,,,yes,,4.9,12,',
  'Barrie,Allandale Excavating,excavation,,,,,,,,3.8,5,',
  'guelph,Royal City Excavating,excavation,,,,,checked,,,,,',
  'guelph,Speedvale Yards,landscaping,,,,,,,,,,false',
];
const importCsv = async (csv: string, query = '') => {
  const form = await csvForm(csv);
  return stack.contractors.app.inject({ method: 'POST', url: `/api/import/contractors${query}`, ...form });
};
/** Imports a file the service must take (200), and answers its summary. */
const imported = async (csv: string, query = '') => {
  const response = await importCsv(csv, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  stack = await startStack('contractors_directory', { places: () => placesConfig(null) });
  barrieId = await createCity(stack.cities, 'barrie', 'Barrie');
  guelphId = await createCity(stack.cities, 'guelph', 'Guelph');
});

afterAll(async () => {
  await stack?.close();
});

describe('without a places key', () => {
  it('records the populations of a new city as not configured, asking Places nothing', async () => {
    const jobs = await populationsFinished(stack.contractors, barrieId);
    expect(jobs.map((j) => j.status)).toEqual(['not_configured', 'not_configured', 'not_configured']);
    expect(jobs[0]!.error).toBe('Places provider is not configured: set GOOGLE_PLACES_API_KEY to populate template contractors');
    expect(stack.places.requests).toHaveLength(0);
  });

  it('answers the admin populate with a plain 503, so the warning toast shows', async () => {
    const response = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/barrie?industry=landscaping' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Places provider is not configured: set GOOGLE_PLACES_API_KEY to populate template contractors',
    });
    const badIndustry = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/barrie?industry=paving' });
    expect(badIndustry.statusCode).toBe(400);
  });
});

describe('importing authentic contractors', () => {
  it('offers a template with the documented columns', async () => {
    const response = await stack.contractors.app.inject('/api/import/contractors/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.split('\r\n')[0]).toBe(
      'City,Name,Industry,Address,Phone,Website,Email,LinkedIn,Contact Person,Notes,Brand Account,Landscape Ontario Member,Email Tracking,Good Email,Competition,Snow Removal Contractor,Rating,Total Ratings,Google Place ID,Verified,Active',
    );
  });

  it('refuses a file with an invalid row, writing nothing and naming line, column and reason', async () => {
    const response = await importCsv([header, ...rows, 'atlantis,Lost Co,paving,,,,,,,,,,'].join('\n'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/^1 row is invalid \(of 6\); nothing was imported/),
      details: [
        { line: 7, field: 'City', message: 'City "atlantis" is not known: use a city\'s URL slug or name' },
        { line: 7, field: 'Industry', message: 'Industry must be landscaping, hardscaping or excavation' },
      ],
    });
    expect(await stack.contractors.context.db.contractor.count()).toBe(0);
  });

  it('writes the valid rows with skipInvalid=true, then a re-import of the same file changes nothing', async () => {
    const file = [header, ...rows, 'atlantis,Lost Co,landscaping,,,,,,,,,,'].join('\n');
    expect(await imported(file, '?skipInvalid=true')).toEqual({
      message: 'Imported 5 contractors: 5 created, 0 updated, 0 unchanged, 1 invalid rows skipped',
      created: 5,
      updated: 0,
      unchanged: 0,
      refused: [{ line: 7, field: 'City', message: 'City "atlantis" is not known: use a city\'s URL slug or name' }],
    });
    expect(await imported(file, '?skipInvalid=true')).toMatchObject({ created: 0, updated: 0, unchanged: 5 });

    const changed = [header, rows[0]!.replace('4.7,38', '4.8,40'), rows[1]!.replace('Simcoe Stoneworks', 'SIMCOE  stoneworks')].join('\n');
    expect(await imported(changed)).toMatchObject({ created: 0, updated: 2, unchanged: 0 });
    expect(await stack.contractors.context.db.contractor.count()).toBe(5);
    const kempenfelt = await stack.contractors.context.db.contractor.findFirstOrThrow({ where: { nameKey: 'kempenfelt landscape group' } });
    expect(kempenfelt).toMatchObject({ dataSource: 'authentic', isTemplate: false, brandAccount: 'checked', totalRatings: 40 });
    expect(kempenfelt.rating?.toNumber()).toBe(4.8);
  });

  it('takes the later of two rows for the same contractor in one file', async () => {
    const twice = 'City,Name,Industry,Phone\nbarrie,Innisfil Sod Farms,landscaping,(705) 555-0111\nbarrie,INNISFIL SOD FARMS,landscaping,(705) 555-0112\n';
    expect(await imported(twice)).toMatchObject({ created: 1, updated: 1, unchanged: 0 });
    const rows = await stack.contractors.context.db.contractor.findMany({ where: { nameKey: 'innisfil sod farms' } });
    expect(rows.map((r) => [r.name, r.phone])).toEqual([['INNISFIL SOD FARMS', '(705) 555-0112']]);
    await stack.contractors.context.db.contractor.delete({ where: { id: rows[0]!.id } });
  });

  it('exports the authentic contractors in the import\'s columns, formulas escaped, and the export re-imports unchanged', async () => {
    const risky = 'City,Name,Industry,Notes\nguelph,"=HYPERLINK(""http://evil.example"")",landscaping,"-cmd|calc, then call"\n';
    expect(await imported(risky)).toMatchObject({ created: 1 });
    const response = await stack.contractors.app.inject('/api/export/contractors.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="contractors.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'City,Name,Industry,Address,Phone,Website,Email,LinkedIn,Contact Person,Notes,Brand Account,Landscape Ontario Member,Email Tracking,Good Email,Competition,Snow Removal Contractor,Rating,Total Ratings,Google Place ID,Verified,Active',
    );
    expect(lines).toContain('barrie,Kempenfelt Landscape Group,landscaping,48 Bayfield St,(705) 555-0142,,office@kempenfelt.example.ca,,,Prefers mornings,checked,,opened 2026-03,,,,4.8,40,,false,true');
    expect(lines).toContain(`guelph,"'=HYPERLINK(""http://evil.example"")",landscaping,,,,,,,"'-cmd|calc, then call",,,,,,,,,,false,true`);
    const before = await stack.contractors.context.db.contractor.findMany({ orderBy: { id: 'asc' } });
    expect(await imported(response.body)).toMatchObject({ created: 0, updated: 0, unchanged: 6, refused: [] });
    expect(await stack.contractors.context.db.contractor.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    await stack.contractors.context.db.contractor.deleteMany({ where: { nameKey: { startsWith: '=' } } });
  });

  it('answers clearly when the upload is not a CSV file', async () => {
    const json = await stack.contractors.app.inject({ method: 'POST', url: '/api/import/contractors', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });
});

describe('admin lists and counts', () => {
  it('counts the four cards', async () => {
    expect((await stack.contractors.app.inject('/api/contractors/stats')).json()).toEqual({
      totalContractors: 5,
      templateContractors: 0,
      authenticContractors: 5,
      brandCustomers: 2,
    });
  });

  it('lists each tab with an industry filter and pages of 12 without one', async () => {
    const authentic = (await stack.contractors.app.inject('/api/contractors/authentic')).json();
    expect(authentic).toMatchObject({ page: 1, pageSize: 12, total: 5, totalPages: 1 });
    expect(authentic.items[0]).toMatchObject({ name: 'Kempenfelt Landscape Group', email: 'office@kempenfelt.example.ca', notes: 'Prefers mornings', details_source: 'stored' });

    const customers = (await stack.contractors.app.inject('/api/contractors/brand-customers?industry=excavation')).json();
    expect(customers.items.map((c: { name: string }) => c.name)).toEqual(['Royal City Excavating']);
    expect((await stack.contractors.app.inject('/api/contractors/template')).json()).toMatchObject({ items: [], total: 0 });

    const paged = (await stack.contractors.app.inject('/api/contractors/authentic?page=2&pageSize=2')).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 5, totalPages: 3 });
    expect(paged.items).toHaveLength(2);
    expect((await stack.contractors.app.inject('/api/contractors/authentic?page=0')).json().message).toBe('Page must be a whole number from 1');
  });
});

describe('public reads of our own contractors', () => {
  it('lists them best first without a places key, leaving out inactive ones and every internal field', async () => {
    const list = (await stack.contractors.app.inject('/api/contractors/search/barrie')).json() as Array<Record<string, unknown>>;
    expect(list.map((c) => c.name)).toEqual(['SIMCOE  stoneworks', 'Kempenfelt Landscape Group', 'Allandale Excavating']);
    for (const card of list) {
      expect(Object.keys(card).sort()).toEqual(['address', 'google_places_id', 'id', 'industry_sector', 'name', 'opening_hours', 'rating', 'source', 'total_ratings', 'types']);
    }
    const guelph = (await stack.contractors.app.inject('/api/contractors/search/guelph?industry=landscaping')).json();
    expect(guelph).toEqual([]); // Speedvale Yards is inactive

    const summary = (await stack.contractors.app.inject('/api/contractors/city/guelph/summary')).json();
    expect(summary.contractorCounts).toEqual({ landscaping: 0, hardscaping: 0, excavation: 1 });
    expect(guelphId).toBeGreaterThan(0);
  });

  it('shows details with phone and no internal fields', async () => {
    const [card] = (await stack.contractors.app.inject('/api/contractors/search/barrie?industry=landscaping')).json() as Array<{ id: number }>;
    const details = (await stack.contractors.app.inject(`/api/contractors/details/${card!.id}`)).json();
    expect(details).toEqual({
      id: card!.id,
      name: 'Kempenfelt Landscape Group',
      industry_sector: 'landscaping',
      rating: 4.8,
      total_ratings: 40,
      address: '48 Bayfield St',
      types: [],
      opening_hours: null,
      google_places_id: null,
      source: 'directory',
      phone: '(705) 555-0142',
      website: null,
      google_maps_uri: null,
      reviews: [],
    });
  });
});

describe('a contractor in the Trash', () => {
  const owner = { id: 5, email: 'owner@example.com', name: 'Olive Owner' };
  const get = (url: string) => stack.contractors.app.inject(url);
  const trash = async () => trashListSchema.parse((await get('/api/admin/trash/contractors')).json()).items;
  const restore = (id: number) => stack.contractors.app.inject({ method: 'POST', url: `/api/admin/trash/contractors/${id}/restore` });
  const remove = (id: number) =>
    stack.contractors.app.inject({ method: 'DELETE', url: `/api/admin/contractors/${id}`, headers: { [actorHeaderName]: actorHeaderValue(owner) } });
  const idOf = async (nameKey: string) => (await stack.contractors.context.db.contractor.findFirstOrThrow({ where: { nameKey } })).id;

  it('is gone from the directory, the lists, the counts and the export, and listed in the Trash with its city', async () => {
    const id = await idOf('allandale excavating');
    const details = (await get(`/api/admin/contractors/details/${id}`)).json();
    expect((await remove(id)).statusCode).toBe(204);
    expect((await remove(id)).statusCode).toBe(404);
    expect(((await get('/api/contractors/search/barrie')).json() as { name: string }[]).map((c) => c.name)).not.toContain('Allandale Excavating');
    expect((await get(`/api/contractors/details/${id}`)).statusCode).toBe(404);
    expect((await get('/api/contractors/authentic')).json()).toMatchObject({ total: 4 });
    expect((await get('/api/contractors/stats')).json()).toMatchObject({ totalContractors: 4 });
    expect((await get('/api/export/contractors.csv')).body).not.toContain('Allandale');
    expect((await trash())[0]).toMatchObject({ entity: 'contractor', id: String(id), name: 'Allandale Excavating', detail: 'Barrie', deletedBy: owner });

    // An import no longer matches it: it creates the contractor again, and then the restore is refused.
    expect(await imported('City,Name,Industry\nbarrie,Allandale Excavating,excavation\n')).toMatchObject({ created: 1 });
    const twin = await idOf('allandale excavating');
    const refused = await restore(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`A contractor named "Allandale Excavating" exists in Barrie (id ${twin}); rename or delete it before restoring this one`);
    expect((await remove(twin)).statusCode).toBe(204);

    const restored = await restore(id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ entity: 'contractor', id: String(id), name: 'Allandale Excavating' });
    expect((await get(`/api/admin/contractors/details/${id}`)).json()).toEqual(details);
    expect((await get('/api/contractors/stats')).json()).toMatchObject({ totalContractors: 5 });
    const missing = await restore(id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`Contractor ${id} is not in the Trash`);
  });

  it('is purged after 30 days, not before', async () => {
    const twin = (await trash()).find((item) => item.name === 'Allandale Excavating')!;
    expect(await imported('City,Name,Industry\nguelph,Short Stay Co,landscaping\n')).toMatchObject({ created: 1 });
    const recent = await idOf('short stay co');
    expect((await remove(recent)).statusCode).toBe(204);
    const db = stack.contractors.context.db;
    await db.$executeRawUnsafe(`UPDATE trash SET deleted_at = now() - interval '31 days' WHERE record_id = $1`, Number(twin.id));
    await db.$executeRawUnsafe(`UPDATE trash SET deleted_at = now() - interval '29 days' WHERE record_id = $1`, recent);
    expect(await purgeTrash(db, ['contractor'])).toEqual([{ entity: 'contractor', id: Number(twin.id), name: 'Allandale Excavating' }]);
    expect((await trash()).map((item) => item.name)).toEqual(['Short Stay Co']);
  });
});
