import { contractorListings } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCity, csvForm, placesConfig, populationsFinished, startStack, waitLong, type Stack } from './helpers.js';

/**
 * The public details route is open to anyone and each answer for a template
 * contractor may cost a billed Place Details request: only contractors a
 * visitor can see listed get one, one request per place however many ask at
 * once, and at most PLACES_DETAILS_MAX_PER_MINUTE a minute.
 */
let stack: Stack;
let barrieId: number;
let staynerId: number;

const listings = [...contractorListings('Barrie', 'landscaping', 12), ...contractorListings('Stayner', 'landscaping', 2)];
/** Place Details asked with phone, website and reviews (cards for lists ask without them). */
const detailsRequests = () => stack.places.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/places/') && r.fieldMask?.includes('reviews'));
const templateIds = async (cityId: number) =>
  (await stack.contractors.context.db.contractor.findMany({ where: { cityId, isTemplate: true }, orderBy: { id: 'asc' } })).map((c) => c.id);
const details = (id: number) => fetch(`${stack.contractorsUrl}/api/contractors/details/${id}`);

beforeAll(async () => {
  stack = await startStack('contractors_details_amplification', { listings });
  barrieId = await createCity(stack.cities, 'barrie', 'Barrie');
  // Staff populate a city before it goes live.
  staynerId = await createCity(stack.cities, 'stayner', 'Stayner', { page_active: false });
  await populationsFinished(stack.contractors, barrieId);
  await populationsFinished(stack.contractors, staynerId);
  expect(await templateIds(barrieId)).toHaveLength(12);
  expect(await templateIds(staynerId)).toHaveLength(2);
});

afterAll(async () => {
  await stack?.close();
});

describe('public contractor details', () => {
  it('are not found for a contractor of a city that is not live or not known, asking Places nothing', async () => {
    const [stayner] = await templateIds(staynerId);
    const form = await csvForm('City,Name,Industry,Phone\nstayner,Stayner Sod,landscaping,(705) 555-0101\n');
    expect((await stack.contractors.app.inject({ method: 'POST', url: '/api/import/contractors', ...form })).statusCode).toBe(200);
    const staynerOwn = await stack.contractors.context.db.contractor.findFirstOrThrow({ where: { cityId: staynerId, isTemplate: false } });
    // A contractor whose city the projection does not know (removed, or never synced).
    const orphan = await stack.contractors.context.db.contractor.create({
      data: { cityId: 999_999, industrySector: 'landscaping', isTemplate: true, googlePlacesId: 'ChIJbarrielandscaping012' },
    });
    stack.places.clear();
    for (const id of [stayner!, staynerOwn.id, orphan.id]) {
      const response = await details(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Contractor not found' });
    }
    expect(stack.places.requests).toHaveLength(0);

    // Staff still see them, in the Contractors tab's own details view.
    const staff = await stack.contractors.app.inject(`/api/admin/contractors/details/${stayner}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ name: 'Stayner Landscaping Co. 1', source: 'google_places' });
    expect(detailsRequests()).toHaveLength(1);
    await stack.contractors.context.db.contractor.delete({ where: { id: orphan.id } });
  });

  it('are not found once their city is taken off line', async () => {
    const [first] = await templateIds(barrieId);
    const seen = await details(first!);
    expect(seen.status).toBe(200);
    const off = await stack.cities.app.inject({ method: 'PATCH', url: `/api/cities/${barrieId}`, payload: { page_active: false } });
    expect(off.statusCode).toBe(200);
    try {
      await vi.waitFor(async () => expect((await details(first!)).status).toBe(404), waitLong);
    } finally {
      await stack.cities.app.inject({ method: 'PATCH', url: `/api/cities/${barrieId}`, payload: { page_active: true } });
      await vi.waitFor(async () => expect((await details(first!)).status).toBe(200), waitLong);
    }
  });

  it('ask Places once for 50 visitors reading one contractor at the same moment', async () => {
    const ids = await templateIds(barrieId);
    const id = ids[1]!; // not asked for yet: nothing held
    stack.places.clear();
    stack.places.slowNext(1, 300, 'details'); // the first request is still out when the others arrive
    const answers = await Promise.all(Array.from({ length: 50 }, () => details(id)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Array<{ name: string; phone: string }>;
    expect(new Set(bodies.map((b) => `${b.name} ${b.phone}`))).toEqual(new Set(['Barrie Landscaping Co. 2 (705) 555-1001']));
    expect(detailsRequests()).toHaveLength(1);

    // Held briefly: the next visitor costs nothing.
    expect((await details(id)).status).toBe(200);
    expect(detailsRequests()).toHaveLength(1);
  });
});

describe('the per-minute cap on Place Details', () => {
  const cap = 5;

  beforeAll(async () => {
    // A fresh process: nothing held in memory, the minute's count at zero.
    await stack.contractors.close();
    await stack.restartContractors(placesConfig(stack.places, { PLACES_DETAILS_MAX_PER_MINUTE: String(cap) }));
  });

  it('sends at most the cap within a minute, retries included; the others answer 503 with Retry-After', async () => {
    const ids = await templateIds(barrieId);
    stack.places.clear();
    // One place's first request fails and is tried again: two of the five.
    stack.places.failNext(1, 500, 'details');
    const first = await details(ids[0]!);
    expect(first.status).toBe(200);
    expect(detailsRequests().map((r) => r.status)).toEqual([500, 200]);

    const started = Date.now();
    const answers = await Promise.all(ids.slice(1).map((id) => details(id)));
    const tookMs = Date.now() - started;
    expect(detailsRequests()).toHaveLength(cap);
    const served = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(served).toHaveLength(cap - 2);
    expect(refused).toHaveLength(ids.length - 1 - (cap - 2));
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      const wait = Number(answer.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await answer.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: `Contractor details are unavailable right now (too many were asked for this minute); please try again in ${wait} s.`,
      });
    }
    // Refused without waiting on anything.
    expect(tookMs).toBeLessThan(5000);

    // What is held still answers; lists (cards, a cheaper tier) and our own contractors spend none of the cap.
    expect((await details(ids[0]!)).status).toBe(200);
    const list = await fetch(`${stack.contractorsUrl}/api/contractors/search/barrie?industry=landscaping`);
    expect(list.status).toBe(200);
    const form = await csvForm('City,Name,Industry\nbarrie,Bayfield Gardens,landscaping\n');
    expect((await stack.contractors.app.inject({ method: 'POST', url: '/api/import/contractors', ...form })).statusCode).toBe(200);
    const own = await stack.contractors.context.db.contractor.findFirstOrThrow({ where: { cityId: barrieId, isTemplate: false } });
    expect((await details(own.id)).status).toBe(200);
    expect(detailsRequests()).toHaveLength(cap);
  });
});
