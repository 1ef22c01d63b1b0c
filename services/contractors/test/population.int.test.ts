import { contractorDirectoryChanged, contractorPopulationFailed, type EventEnvelope } from '@local-seo/contracts';
import { contractorListings, type PlacesListing } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractorsService } from '../src/index.js';
import { apiKey, contractorsOptions, countsByIndustry, createCity, csvForm, logger, placesConfig, populationsFinished, startStack, waitLong, type Stack } from './helpers.js';

const closedForGood: PlacesListing = {
  terms: ['excavation', 'Barrie'],
  place: { ...contractorListings('Barrie', 'excavation', 1)[0]!.place, id: 'ChIJclosedbarrie', name: 'places/ChIJclosedbarrie', businessStatus: 'CLOSED_PERMANENTLY' },
};
const listings = [
  ...contractorListings('Barrie', 'landscaping', 5),
  ...contractorListings('Barrie', 'hardscaping', 3),
  ...contractorListings('Barrie', 'excavation', 4),
  closedForGood,
  // More than one page of Text Search results: 20 per page.
  ...contractorListings('Orillia', 'landscaping', 26),
  ...contractorListings('Orillia', 'hardscaping', 2),
  ...contractorListings('Orillia', 'excavation', 2),
  ...contractorListings('Midland', 'landscaping', 2),
  ...contractorListings('Midland', 'hardscaping', 2),
  ...contractorListings('Midland', 'excavation', 2),
];

let stack: Stack;
const published: EventEnvelope[] = [];

beforeAll(async () => {
  stack = await startStack('population', { listings, places: (standIn) => placesConfig(standIn, { PLACES_MAX_RESULTS: '25' }) });
  await stack.bus.consume({
    durable: 'test-contractor-events',
    subjects: [contractorDirectoryChanged.type, contractorPopulationFailed.type],
    handler: async ({ event }) => void published.push(event),
  });
});

afterAll(async () => {
  await stack?.close();
});

describe('a new city', () => {
  it('ends up with template contractors in all three industries, asked of Places exactly as the real API wants', async () => {
    const cityId = await createCity(stack.cities, 'barrie', 'Barrie');
    const jobs = await populationsFinished(stack.contractors, cityId);

    // One after another, in the industries' order, each a success.
    expect(jobs.map((j) => [j.industry, j.status, j.trigger])).toEqual([
      ['landscaping', 'succeeded', 'city_created'],
      ['hardscaping', 'succeeded', 'city_created'],
      ['excavation', 'succeeded', 'city_created'],
    ]);
    expect(jobs[1]!.startedAt!.getTime()).toBeGreaterThanOrEqual(jobs[0]!.finishedAt!.getTime());
    expect(jobs[2]!.startedAt!.getTime()).toBeGreaterThanOrEqual(jobs[1]!.finishedAt!.getTime());
    // The closed business is not listed.
    expect(await countsByIndustry(stack.contractors, cityId)).toEqual({ landscaping: 5, hardscaping: 3, excavation: 4 });
    expect(jobs.map((j) => [j.found, j.created])).toEqual([[5, 5], [3, 3], [4, 4]]);

    const searches = stack.places.requests.filter((r) => r.path === '/v1/places:searchText');
    expect(searches).toHaveLength(3);
    for (const request of searches) {
      expect(request.method).toBe('POST');
      expect(request.apiKey).toBe(apiKey);
      expect(request.contentType).toBe('application/json');
      expect(request.fieldMask!.split(',')).toEqual(expect.arrayContaining(['places.id', 'places.displayName', 'places.formattedAddress', 'places.rating', 'places.userRatingCount']));
    }
    expect(searches.map((r) => (r.body as { textQuery: string }).textQuery)).toEqual([
      'landscaping contractor in Barrie, Ontario',
      'hardscaping contractor in Barrie, Ontario',
      'excavation contractor in Barrie, Ontario',
    ]);
    expect(searches[0]!.body).toMatchObject({
      pageSize: 20,
      regionCode: 'CA',
      locationBias: { circle: { center: { latitude: 44.3894, longitude: -79.6903 }, radius: 30000 } },
    });

    // Google's terms: the place id and our own fields only; no name, rating, address or review.
    const stored = await stack.contractors.context.db.contractor.findMany({ where: { cityId } });
    for (const row of stored) {
      expect(row).toMatchObject({ dataSource: 'template', isTemplate: true, name: null, rating: null, address: null, phone: null, reviews: null, totalRatings: null });
      expect(row.googlePlacesId).toMatch(/^ChIJbarrie/);
    }
    await vi.waitFor(() => expect(published.filter((e) => e.type === contractorDirectoryChanged.type)).toHaveLength(3), waitLong);
  });

  it('is populated once: a second population of the same city adds no duplicate', async () => {
    const cityId = (await stack.contractors.context.db.contractor.findFirstOrThrow({ where: { googlePlacesId: { startsWith: 'ChIJbarrie' } } })).cityId;
    const response = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/barrie?industry=landscaping&force=true' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Populated 5 landscaping contractors for Barrie (0 new)',
      job: { city_slug: 'barrie', industry: 'landscaping', trigger: 'admin', status: 'succeeded', found: 5, created: 0, error: null },
    });
    expect(await countsByIndustry(stack.contractors, cityId)).toEqual({ landscaping: 5, hardscaping: 3, excavation: 4 });
  });

  it('does not add again a template contractor staff moved to the Trash; restored, it is one again', async () => {
    const db = stack.contractors.context.db;
    const deleted = await db.contractor.findFirstOrThrow({ where: { googlePlacesId: { startsWith: 'ChIJbarrie' }, industrySector: 'landscaping', isTemplate: true } });
    expect((await stack.contractors.app.inject({ method: 'DELETE', url: `/api/admin/contractors/${deleted.id}` })).statusCode).toBe(204);
    const response = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/barrie?industry=landscaping&force=true' });
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ status: 'succeeded', found: 5, created: 0 });
    expect(await countsByIndustry(stack.contractors, deleted.cityId)).toMatchObject({ landscaping: 4 });
    expect(await db.contractor.count({ where: { googlePlacesId: deleted.googlePlacesId } })).toBe(0);

    expect((await stack.contractors.app.inject({ method: 'POST', url: `/api/admin/trash/contractors/${deleted.id}/restore` })).statusCode).toBe(200);
    expect(await db.contractor.findUnique({ where: { id: deleted.id } })).toEqual(deleted);
    expect(await countsByIndustry(stack.contractors, deleted.cityId)).toMatchObject({ landscaping: 5 });
  });

  it('answers an admin populate right after creation from the population that just ran, without asking Places again', async () => {
    const before = stack.places.requests.length;
    const response = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/barrie?industry=hardscaping' });
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ industry: 'hardscaping', trigger: 'city_created', status: 'succeeded' });
    expect(stack.places.requests.length).toBe(before);
  });

  it('follows Text Search pages up to the configured number of places', async () => {
    const cityId = await createCity(stack.cities, 'orillia', 'Orillia');
    await populationsFinished(stack.contractors, cityId);
    expect(await countsByIndustry(stack.contractors, cityId)).toEqual({ landscaping: 25, hardscaping: 2, excavation: 2 });
    const pages = stack.places.requests.filter((r) => (r.body as { textQuery?: string } | null)?.textQuery === 'landscaping contractor in Orillia, Ontario');
    expect(pages).toHaveLength(2);
    expect(pages[1]!.body).toMatchObject({ pageToken: expect.any(String) });
  });
});

describe('public reads of a populated city', () => {
  it('lists contractors best first with live names and ratings, and nothing internal', async () => {
    const response = await stack.contractors.app.inject('/api/contractors/search/barrie?industry=landscaping&usePlaces=false');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Barrie Landscaping Co. 1',
      industry_sector: 'landscaping',
      rating: 4.9,
      total_ratings: 120,
      address: '100 Main St, Barrie, ON L4M 1A0, Canada',
      types: ['general_contractor', 'point_of_interest', 'establishment'],
      opening_hours: { open_now: true },
      google_places_id: 'ChIJbarrielandscaping001',
      source: 'google_places',
    });
    const ratings = list.map((c) => c.rating as number);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('gives a city summary: counts per industry and the top contractors', async () => {
    const response = await stack.contractors.app.inject('/api/contractors/city/barrie/summary');
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.contractorCounts).toEqual({ landscaping: 5, hardscaping: 3, excavation: 4 });
    expect(summary.topContractors.landscaping).toHaveLength(3);
    expect(summary.topContractors.excavation[0].name).toBe('Barrie Excavation Co. 1');
  });

  it('fetches details and reviews live from Place Details, keeps the author attribution, and holds them briefly', async () => {
    const [first] = (await stack.contractors.app.inject('/api/contractors/search/barrie?industry=hardscaping')).json() as Array<{ id: number; google_places_id: string }>;
    stack.places.clear();
    const response = await stack.contractors.app.inject(`/api/contractors/details/${first!.id}`);
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      id: first!.id,
      name: 'Barrie Hardscaping Co. 1',
      rating: 4.9,
      address: '100 Main St, Barrie, ON L4M 1A0, Canada',
      phone: '(705) 555-1000',
      source: 'google_places',
    });
    expect(details.reviews).toHaveLength(2);
    expect(details.reviews[0]).toEqual({
      author_name: 'Reviewer 1',
      author_url: 'https://www.google.com/maps/contrib/10001/reviews',
      author_photo_url: expect.stringContaining('googleusercontent'),
      rating: 5,
      relative_time_description: 'a month ago',
      text: expect.stringContaining('Review 1 of Barrie Hardscaping Co. 1'),
    });
    expect(stack.places.requests).toHaveLength(1);
    expect(stack.places.requests[0]).toMatchObject({ method: 'GET', path: `/v1/places/${first!.google_places_id}`, apiKey });
    expect(stack.places.requests[0]!.fieldMask!.split(',')).toEqual(expect.arrayContaining(['displayName', 'rating', 'nationalPhoneNumber', 'reviews']));

    // Held in memory for the TTL: a second view asks Places nothing.
    await stack.contractors.app.inject(`/api/contractors/details/${first!.id}`);
    expect(stack.places.requests).toHaveLength(1);
  });

  it('asks Place Details for cards without the costlier fields when nothing is held in memory', async () => {
    // A second instance (as after a restart, or another replica): its memory is empty.
    const replica = await contractorsService.create(
      { databaseUrl: stack.contractorsDb.url, bus: stack.bus, logger },
      contractorsOptions(stack.citiesUrl, placesConfig(stack.places)),
    );
    try {
      stack.places.clear();
      const list = (await replica.app.inject('/api/contractors/search/barrie?industry=excavation')).json() as Array<{ name: string }>;
      expect(list.map((c) => c.name)).toHaveLength(4);
      expect(stack.places.requests).toHaveLength(4);
      for (const request of stack.places.requests) {
        expect(request).toMatchObject({ method: 'GET', apiKey });
        expect(request.path).toMatch(/^\/v1\/places\/ChIJbarrieexcavation00\d$/);
        expect(request.fieldMask!.split(',')).toEqual(expect.arrayContaining(['displayName', 'rating', 'userRatingCount', 'formattedAddress']));
        expect(request.fieldMask).not.toMatch(/reviews|nationalPhoneNumber/);
      }
    } finally {
      await replica.close();
    }
  });

  it('answers 404 for an unknown or inactive city and an unknown contractor', async () => {
    await createCity(stack.cities, 'stayner', 'Stayner', { page_active: false });
    for (const url of ['/api/contractors/search/atlantis?industry=landscaping', '/api/contractors/search/stayner', '/api/contractors/city/stayner/summary']) {
      const response = await stack.contractors.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'City not found' });
    }
    expect((await stack.contractors.app.inject('/api/contractors/details/999999')).json()).toMatchObject({ statusCode: 404, message: 'Contractor not found' });
    // Staff populate cities before they go live; an unknown one is not found.
    const inactive = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/stayner?industry=excavation' });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json().job).toMatchObject({ city_slug: 'stayner', status: 'succeeded' });
    const unknown = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/atlantis?industry=excavation' });
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'City not found' });
    expect((await stack.contractors.app.inject('/api/contractors/details/abc')).json()).toMatchObject({ statusCode: 400, message: 'Contractor id must be a positive whole number' });
    expect((await stack.contractors.app.inject('/api/contractors/search/barrie?industry=paving')).json()).toMatchObject({
      statusCode: 400,
      message: 'Industry must be landscaping, hardscaping or excavation',
    });
  });
});

describe('importing a contractor Places found', () => {
  it('turns the template record into our own, never a second listing of the place', async () => {
    const cityId = (await stack.contractors.context.db.contractor.findFirstOrThrow({ where: { googlePlacesId: 'ChIJbarrielandscaping001' } })).cityId;
    const form = await csvForm('City,Name,Industry,Google Place ID,Brand Account,Phone\nbarrie,Barrie Landscaping (our customer),landscaping,ChIJbarrielandscaping001,checked,(705) 555-0199\n');
    const response = await stack.contractors.app.inject({ method: 'POST', url: '/api/import/contractors', ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(await countsByIndustry(stack.contractors, cityId)).toMatchObject({ landscaping: 5 });
    const rows = await stack.contractors.context.db.contractor.findMany({ where: { googlePlacesId: 'ChIJbarrielandscaping001' } });
    expect(rows.map((r) => [r.name, r.dataSource, r.brandAccount])).toEqual([['Barrie Landscaping (our customer)', 'authentic', 'checked']]);
    const list = (await stack.contractors.app.inject('/api/contractors/search/barrie?industry=landscaping')).json() as Array<{ name: string; source: string }>;
    expect(list.filter((c) => c.source === 'directory').map((c) => c.name)).toEqual(['Barrie Landscaping (our customer)']);
    expect(list).toHaveLength(5);

    // The next population keeps our record and adds nothing.
    const again = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/barrie?industry=landscaping&force=true' });
    expect(again.json().job).toMatchObject({ status: 'succeeded', found: 5, created: 0 });
    expect(await stack.contractors.context.db.contractor.count({ where: { googlePlacesId: 'ChIJbarrielandscaping001' } })).toBe(1);
  });
});

describe('provider errors', () => {
  it('retries 429 and 500 with backoff and then succeeds', async () => {
    const cityId = await createCity(stack.cities, 'midland', 'Midland');
    await populationsFinished(stack.contractors, cityId);
    stack.places.clear();
    stack.places.failNext(1, 429, 'searchText');
    stack.places.failNext(1, 500, 'searchText');
    const response = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/midland?industry=excavation&force=true' });
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ status: 'succeeded', attempts: 3, found: 2, created: 0 });
    expect(stack.places.requests.map((r) => r.status)).toEqual([429, 500, 200]);
  });

  it('retries a request that times out', async () => {
    stack.places.clear();
    stack.places.slowNext(1, 1500, 'searchText');
    const response = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/midland?industry=hardscaping&force=true' });
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('ends in a clear failure the admin can see, writing nothing, when Places keeps failing', async () => {
    stack.places.failAlways(503, 'searchText');
    const cityId = await createCity(stack.cities, 'wasaga-beach', 'Wasaga Beach');
    try {
      const jobs = await populationsFinished(stack.contractors, cityId);
      expect(jobs.map((j) => j.status)).toEqual(['failed', 'failed', 'failed']);
      expect(jobs[0]).toMatchObject({
        attempts: 4,
        error: 'Places Text Search answered 503 UNAVAILABLE: The service is currently unavailable. after 4 attempts',
      });
      expect(await countsByIndustry(stack.contractors, cityId)).toEqual({});

      const listed = (await stack.contractors.app.inject('/api/admin/contractors/population?city=wasaga-beach')).json() as Array<{ status: string; error: string }>;
      expect(listed).toHaveLength(3);
      expect(listed.every((j) => j.status === 'failed' && j.error.includes('503 UNAVAILABLE'))).toBe(true);

      const retry = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/wasaga-beach?industry=landscaping' });
      expect(retry.statusCode).toBe(502);
      expect(retry.json()).toMatchObject({
        statusCode: 502,
        message: 'Contractor population failed for Wasaga Beach (landscaping): Places Text Search answered 503 UNAVAILABLE: The service is currently unavailable. after 4 attempts',
      });
      await vi.waitFor(() => expect(published.filter((e) => e.type === contractorPopulationFailed.type).length).toBeGreaterThanOrEqual(4), waitLong);
    } finally {
      stack.places.recover();
    }

    // Once Places answers again, the admin's retry populates it.
    const retried = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/wasaga-beach?industry=landscaping' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().job).toMatchObject({ status: 'succeeded', found: 0 });
  });

  it('does not retry a refused key, and says why', async () => {
    stack.places.failNext(1, 403, 'searchText');
    const response = await stack.contractors.app.inject({ method: 'POST', url: '/api/admin/contractors/populate/midland?industry=landscaping&force=true' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Contractor population failed for Midland (landscaping): Places Text Search answered 403 PERMISSION_DENIED: The caller does not have permission.',
    );
  });

  it('answers 503 for details when Place Details fails', async () => {
    const [row] = await stack.contractors.context.db.contractor.findMany({ where: { googlePlacesId: 'ChIJmidlandlandscaping002' } });
    stack.places.failAlways(500, 'details');
    try {
      const response = await stack.contractors.app.inject(`/api/contractors/details/${row!.id}`);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Contractor details are unavailable right now (Google Places did not answer); please try again shortly.');
    } finally {
      stack.places.recover();
    }
  });
});
