import { createGateway, gatewayConfigSchema, type Gateway } from '@local-seo/gateway';
import { adminHeaders, contractorListings, type AdminHeaders, useStaffDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsByIndustry, logger, populationsFinished, startStack, type Stack } from './helpers.js';

const password = 'contractors gateway test password';
let stack: Stack;
let gateway: Gateway;
let admin: AdminHeaders;

const staffDb = useStaffDatabase();

beforeAll(async () => {
  stack = await startStack('contractors_gateway', {
    listings: ['landscaping', 'hardscaping', 'excavation'].flatMap((industry) => contractorListings('Innisfil', industry, 3)),
  });
  gateway = await createGateway({
    logger,
    bus: stack.bus,
    config: gatewayConfigSchema.parse({
      DATABASE_URL: staffDb.url,
      CITIES_URL: stack.citiesUrl,
      CONTRACTORS_URL: stack.contractorsUrl,
      ADMIN_PASSWORD: password,
    }),
  });
  admin = await adminHeaders(gateway.app, password);
});

afterAll(async () => {
  await gateway?.close();
  await stack?.close();
});

describe('a city created through the gateway', () => {
  it('ends up with contractors in all three industries, once, and pages can read them', async () => {
    const created = await gateway.app.inject({
      method: 'POST',
      url: '/api/cities',
      headers: admin,
      payload: { city_name: 'Innisfil', province: 'Ontario', latitude: 44.3001, longitude: -79.6115, url_slug: 'innisfil', page_active: true },
    });
    expect(created.statusCode).toBe(201);
    const cityId = (created.json() as { id: number }).id;

    // The admin panel then asks for each industry in turn: each answers from the population the event started.
    for (const industry of ['landscaping', 'hardscaping', 'excavation']) {
      const populate = await gateway.app.inject({ method: 'POST', url: `/api/admin/contractors/populate/innisfil?industry=${industry}`, headers: admin });
      expect(populate.statusCode).toBe(200);
      expect(populate.json().job).toMatchObject({ industry, status: 'succeeded', found: 3 });
    }
    const jobs = await populationsFinished(stack.contractors, cityId);
    expect(jobs.every((j) => j.status === 'succeeded')).toBe(true);
    expect(await countsByIndustry(stack.contractors, cityId)).toEqual({ landscaping: 3, hardscaping: 3, excavation: 3 });
    expect(stack.places.requests.filter((r) => r.path === '/v1/places:searchText')).toHaveLength(3);

    const search = await gateway.app.inject('/api/contractors/search/innisfil?industry=excavation&usePlaces=false');
    expect(search.statusCode).toBe(200);
    expect((search.json() as { name: string }[]).map((c) => c.name)).toHaveLength(3);
    const summary = await gateway.app.inject('/api/contractors/city/innisfil/summary');
    expect(summary.json().contractorCounts).toEqual({ landscaping: 3, hardscaping: 3, excavation: 3 });

    const stats = await gateway.app.inject({ url: '/api/contractors/stats', headers: { cookie: admin.cookie } });
    expect(stats.json()).toEqual({ totalContractors: 9, templateContractors: 9, authenticContractors: 0, brandCustomers: 0 });
  });

  it('keeps the admin reads and the populate behind the admin session', async () => {
    for (const [method, url] of [
      ['GET', '/api/contractors/template'],
      ['GET', '/api/contractors/stats'],
      ['GET', '/api/admin/contractors/population'],
      ['POST', '/api/admin/contractors/populate/innisfil?industry=landscaping'],
      ['POST', '/api/import/contractors'],
    ] as const) {
      expect((await gateway.app.inject({ method, url })).statusCode).toBe(401);
    }
    const page = await gateway.app.inject({ url: '/api/contractors/template?industry=hardscaping', headers: { cookie: admin.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 3, page: 1, pageSize: 50, totalPages: 1 });
  });
});
