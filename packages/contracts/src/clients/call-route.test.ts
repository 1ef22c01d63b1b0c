import { describe, expect, expectTypeOf, it } from 'vitest';
import { citiesRoutes } from '../routes/cities.js';
import { contractorsRoutes } from '../routes/contractors.js';
import { catalogRoutes } from '../routes/catalog.js';
import { callRoute, routePath, RouteInputError, UnexpectedAnswerError, type RouteRequest, type RouteTransport } from './call-route.js';

/** A transport that records what it was asked and answers `status` with `json`. */
function answering(status: number, json: unknown): RouteTransport & { asked: RouteRequest[] } {
  const asked: RouteRequest[] = [];
  return Object.assign(async (request: RouteRequest) => (asked.push(request), { status, json }), { asked });
}

describe('routePath', () => {
  it('puts each parameter, encoded, in place of its :name', () => {
    expect(routePath(citiesRoutes.bySlug, { slug: 'saint-jean/é?' })).toBe('/api/cities/saint-jean%2F%C3%A9%3F');
    expect(routePath(citiesRoutes.pageState, { slug: 'barrie' })).toBe('/api/cities/barrie/page-state');
    expect(routePath(citiesRoutes.listActive)).toBe('/api/cities');
  });

  it('appends the query as given, leaving out what is undefined and the defaults to the server', () => {
    expect(routePath(contractorsRoutes.search, { slug: 'barrie' }, { industry: undefined, usePlaces: 'false' })).toBe('/api/contractors/search/barrie?usePlaces=false');
    expect(routePath(contractorsRoutes.citySummary, { slug: 'barrie' }, {})).toBe('/api/contractors/city/barrie/summary');
  });

  it('refuses params and queries the declaration refuses, before any request', () => {
    expect(() => routePath(contractorsRoutes.details, { id: 'x' })).toThrow(RouteInputError);
    expect(() => routePath(catalogRoutes.deliveryCheck, undefined, { address: 'a' })).toThrow('at least 3 characters');
  });

  it('types params and query from the schemas', () => {
    expectTypeOf(routePath<typeof citiesRoutes.bySlug>).parameter(1).toEqualTypeOf<{ slug: string } | undefined>();
    // @ts-expect-error a slug is a string
    expect(() => routePath(citiesRoutes.bySlug, { slug: 3 })).toThrow(RouteInputError);
  });
});

describe('callRoute', () => {
  it('sends the declared method to the built path, with the body and If-Match, and reads the answer with the declared schema', async () => {
    const transport = answering(200, []);
    const outcome = await callRoute(contractorsRoutes.search, { params: { slug: 'barrie' }, query: { industry: 'landscaping' }, ifMatch: '"v3"' }, transport);
    expect(transport.asked).toEqual([{ method: 'GET', path: '/api/contractors/search/barrie?industry=landscaping', body: undefined, headers: { 'if-match': '"v3"' } }]);
    expect(outcome).toEqual({ ok: true, status: 200, answer: [], headers: undefined });
  });

  it('answers a failure as the shared error shape, or null when it has none', async () => {
    const refusal = { statusCode: 404, error: 'Not Found', message: 'No city barrie' };
    expect(await callRoute(citiesRoutes.bySlug, { params: { slug: 'barrie' } }, answering(404, refusal))).toMatchObject({ ok: false, status: 404, error: refusal });
    expect(await callRoute(citiesRoutes.bySlug, { params: { slug: 'barrie' } }, answering(502, '<html>'))).toMatchObject({ ok: false, status: 502, error: null });
  });

  it('throws when a success has a shape the declaration does not', async () => {
    await expect(callRoute(citiesRoutes.bySlug, { params: { slug: 'barrie' } }, answering(200, { name: 'Barrie' }))).rejects.toThrow(UnexpectedAnswerError);
  });
});
