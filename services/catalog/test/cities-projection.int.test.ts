import { cityProductsChanged } from '@local-seo/contracts';
import { createNatsBus } from '@local-seo/service-kit';
import { deleteStreams, isolatedStream, natsUrl, startTcpProxy, type TcpProxy } from '@local-seo/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsOf, startStack, waitLong, type Stack } from './helpers.js';

let stack: Stack | undefined;
let proxy: TcpProxy | undefined;
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stack?.close();
  await proxy?.close();
  await cleanup?.();
  stack = proxy = cleanup = undefined;
});

const createCity = async (cities: Stack['cities'], slug: string, latitude: number, longitude: number) => {
  const response = await cities.app.inject({
    method: 'POST',
    url: '/api/cities',
    payload: { city_name: slug, province: 'Ontario', latitude, longitude, url_slug: slug, page_active: true },
  });
  expect(response.statusCode).toBe(201);
};
const knownSlugs = async (s: Stack) => (await s.catalog.context.db.city.findMany({ orderBy: { slug: 'asc' } })).map((c) => c.slug);

describe('the projection of cities', () => {
  it('is filled from the cities service at start when it is empty (cities that existed before the catalog)', async () => {
    stack = await startStack('backfill', {
      withCitiesBeforeCatalog: async (cities) => {
        await createCity(cities, 'collingwood', 44.5008, -80.2169);
        await createCity(cities, 'wasaga-beach', 44.5206, -80.0162);
      },
    });
    await vi.waitFor(async () => expect(await knownSlugs(stack!)).toEqual(['collingwood', 'wasaga-beach']), waitLong);
    await stack.api('POST', '/api/products', { product_name: 'Beach Sand', category: 'Sand', unit_type: 'Bag', show_on_all_cities: true });
    expect((await stack.api('GET', '/api/products/city/wasaga-beach')).json()).toMatchObject([{ display_name: 'Beach Sand' }]);
  });

  it('keeps trying while the cities service cannot answer, then fills it', async () => {
    stack = await startStack('backfill_retry', {
      withCitiesBeforeCatalog: (cities) => createCity(cities, 'midland', 44.7501, -79.8846),
      citiesUrlForCatalog: async (url) => {
        const target = new URL(url);
        proxy = await startTcpProxy(target.hostname, Number(target.port));
        await proxy.pause();
        return `http://127.0.0.1:${proxy.port}`;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await knownSlugs(stack)).toEqual([]);
    await proxy!.resume();
    await vi.waitFor(async () => expect(await knownSlugs(stack!)).toEqual(['midland']), { timeout: 20_000, interval: 100 });
  });
});

describe('on NATS JetStream', () => {
  it('learns of cities from their events and publishes its own', async () => {
    const stream = isolatedStream();
    const bus = await createNatsBus({ servers: natsUrl(), ...stream });
    cleanup = () => deleteStreams(natsUrl(), stream.streamName);
    stack = await startStack('nats', { bus });
    await stack.city('orillia', 44.6082, -79.4197);
    await stack.api('POST', '/api/products', { product_name: 'Lake Stone', category: 'Aggregates', unit_type: 'Metric Tonne', show_on_all_cities: true });
    expect((await stack.api('GET', '/api/products/city/orillia')).json()).toMatchObject([{ display_name: 'Lake Stone' }]);
    await vi.waitFor(() => {
      const slugs = eventsOf<{ cities: { slug: string }[] }>(stack!, cityProductsChanged.type).flatMap((e) => e.data.cities.map((c) => c.slug));
      expect(slugs).toContain('orillia');
    }, waitLong);
  });
});
