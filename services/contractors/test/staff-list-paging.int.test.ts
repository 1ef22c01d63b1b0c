import { contractorPageSchema } from '@local-seo/contracts';
import { expectRefusal } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, csvForm, placesConfig, startStack, type Stack } from './helpers.js';

/** The staff lists searched and sorted by the service, in SQL, on real PostgreSQL. */
let stack: Stack;

const header = 'City,Name,Industry,Address,Phone,Email,Notes,Brand Account,Competition,Email Tracking,Rating,Total Ratings,Active';
const rows = [
  'barrie,Kempenfelt Landscape Group,landscaping,48 Bayfield St,,,,checked,,,4.7,38,',
  'barrie,Simcoe Stoneworks,hardscaping,12 Dunlop St,,,,,,,4.9,12,',
  'barrie,Allandale Excavating,excavation,7 Essa Rd,,,,,,,4.7,5,',
  'guelph,Royal City Landscaping,landscaping,90 Gordon St,,,,checked,,,4.7,38,',
  'guelph,Speedvale Yards,landscaping,3 Speedvale Ave,,,,,,,,,',
  'guelph,Bayfield Stone Supply,hardscaping,1 Woolwich St,,,,,,,3.1,200,',
];

const list = async (query: string) => {
  const response = await stack.contractors.app.inject(`/api/contractors/authentic${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return contractorPageSchema.parse(response.json());
};
const names = async (query: string) => (await list(query)).items.map((c) => c.name);

beforeAll(async () => {
  stack = await startStack('contractors_paging', { places: () => placesConfig(null) });
  await createCity(stack.cities, 'barrie', 'Barrie');
  await createCity(stack.cities, 'guelph', 'Guelph');
  const form = await csvForm([header, ...rows].join('\n'));
  const imported = await stack.contractors.app.inject({ method: 'POST', url: '/api/import/contractors', ...form });
  expect(imported.statusCode, imported.body).toBe(200);
});

afterAll(async () => {
  await stack?.close();
});

describe('the staff lists searched and sorted', () => {
  it('finds every word of the search in the name, the address or the city, in any case, with its total', async () => {
    const bayfield = await list('?search=BAYFIELD');
    expect(bayfield.items.map((c) => c.name)).toEqual(['Kempenfelt Landscape Group', 'Bayfield Stone Supply']);
    expect(bayfield).toMatchObject({ total: 2, page: 1, pageSize: 12, totalPages: 1 });
    expect(await names('?search=guelph%20landscaping')).toEqual(['Royal City Landscaping']);
    expect(await names('?search=stone&industry=hardscaping&sort=name')).toEqual(['Bayfield Stone Supply', 'Simcoe Stoneworks']);
    // LIKE's wildcards are plain text.
    expect(await list('?search=%25')).toMatchObject({ total: 0, items: [] });
    const paged = await list('?search=st&sort=name&pageSize=2&page=2');
    // 'st' in four: Bayfield Stone Supply, Kempenfelt (Bayfield St), Royal City (Gordon St), Simcoe Stoneworks.
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 2, totalPages: 2 });
    expect(paged.items.map((c) => c.name)).toEqual(['Royal City Landscaping', 'Simcoe Stoneworks']);
  });

  it('sorts by city (the default), name, rating and reviews, either way, equal rows by id, blanks last', async () => {
    expect(await names('')).toEqual([
      'Kempenfelt Landscape Group',
      'Simcoe Stoneworks',
      'Allandale Excavating',
      'Royal City Landscaping',
      'Speedvale Yards',
      'Bayfield Stone Supply',
    ]);
    expect(await names('?sort=name&order=desc&pageSize=3')).toEqual(['Speedvale Yards', 'Simcoe Stoneworks', 'Royal City Landscaping']);
    // 4.7 three times: by reviews (38, 38, 5), the two with 38 by id; the one without a rating last.
    expect(await names('?sort=rating&order=desc')).toEqual([
      'Simcoe Stoneworks',
      'Royal City Landscaping',
      'Kempenfelt Landscape Group',
      'Allandale Excavating',
      'Bayfield Stone Supply',
      'Speedvale Yards',
    ]);
    expect(await names('?sort=rating')).toEqual([
      'Bayfield Stone Supply',
      'Allandale Excavating',
      'Kempenfelt Landscape Group',
      'Royal City Landscaping',
      'Simcoe Stoneworks',
      'Speedvale Yards',
    ]);
    expect(await names('?sort=reviews&order=desc&industry=landscaping')).toEqual(['Royal City Landscaping', 'Kempenfelt Landscape Group', 'Speedvale Yards']);
  });

  it('refuses a bad sort, order or search with 400 and the shared paging words', async () => {
    const ask = (query: string) => stack.contractors.app.inject(`/api/contractors/brand-customers${query}`);
    expectRefusal(await ask('?sort=price'), 400, 'sort must be one of city, name, rating, reviews');
    expectRefusal(await ask('?order=up'), 400, 'order must be asc or desc');
    expectRefusal(await ask(`?search=${'a'.repeat(201)}`), 400, 'search must be at most 200 characters');
  });
});
