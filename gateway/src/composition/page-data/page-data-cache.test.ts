import { pageInOutcome, type PageData, type PageDataOutcome, type SchemaSettings } from '@local-seo/contracts';
import { cacheLookupCounts } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { createPageDataCache } from './page-data-cache.js';

type CacheOptions = Parameters<typeof createPageDataCache>[0];

/** A page-data cache over `decide`: no active cities, no schema settings, ten pages kept a minute and a degraded one not at all, unless `options` say otherwise. */
function decidingCache(decide: CacheOptions['compose'], options: Partial<CacheOptions> = {}) {
  return createPageDataCache({ compose: decide, listActiveCities: async () => [], loadSchemaSettings: async () => null, ttlMs: 60_000, degradedTtlMs: 0, maxEntries: 10, ...options });
}

/** The same over pages alone (`compose` composes each asked slug's page, or null): its `pageData` answers the page. */
function testCache(compose: (slug: string) => Promise<PageData | null>, options: Partial<CacheOptions> = {}) {
  const cache = decidingCache(async (slug): Promise<PageDataOutcome | null> => {
    const page = await compose(slug);
    return page && { kind: 'page', page };
  }, options);
  return { ...cache, pageData: async (slug: string) => pageInOutcome(await cache.pageData(slug)) };
}

/** A cache whose schema settings come from `answers`, one per load, counting the loads. */
function cacheLoading(answers: (SchemaSettings | null)[]) {
  let loads = 0;
  // degradedTtlMs 0: an answer without settings is never kept here.
  const cache = testCache(async () => null, { loadSchemaSettings: async () => answers[loads++] ?? null });
  return { cache, loads: () => loads };
}

const settings = (officialName: string) => ({ businessDetails: { officialName } }) as SchemaSettings;

describe('the schema settings in the page-data cache', () => {
  it('keeps the settings until the seo service says they changed', async () => {
    const { cache, loads } = cacheLoading([settings('First'), settings('Second')]);
    const first = await cache.schemaSettings();
    expect(first.data).toEqual({ settings: settings('First') });
    expect(await cache.schemaSettings()).toBe(first);
    expect(loads()).toBe(1);

    cache.schema();
    expect((await cache.schemaSettings()).data).toEqual({ settings: settings('Second') });
  });

  it('answers null settings while the seo service is away, and asks again after the short lifetime', async () => {
    const { cache, loads } = cacheLoading([null, settings('Back')]);
    expect((await cache.schemaSettings()).data).toEqual({ settings: null });
    expect((await cache.schemaSettings()).data).toEqual({ settings: settings('Back') });
    expect(loads()).toBe(2);
  });
});

describe('watching the page-data cache', () => {
  it('tells each watcher what a change dropped, after the drop, until it stops watching', async () => {
    let composed = 0;
    const cache = testCache(async (slug) => ({ city: { url_slug: slug, id: 7 }, degraded: [], composedAt: String(++composed) }) as never);
    const seen: unknown[] = [];
    const first = await cache.pageData('barrie');
    const stop = cache.watch((change) => {
      seen.push(change);
      // A watcher that reads again at once gets what the change left: a new composition.
      if (change.kind === 'pages') void cache.pageData('barrie').then((again) => seen.push(again !== first));
    });
    cache.pages(['barrie'], [7]);
    cache.allPages();
    cache.cityList();
    cache.schema();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([
      { kind: 'pages', slugs: ['barrie'], cityIds: [7] },
      { kind: 'all-pages' },
      { kind: 'city-list' },
      { kind: 'schema' },
      true,
    ]);
    stop();
    cache.allPages();
    expect(seen).toHaveLength(5);
  });
});

describe('the page-data cache in the metrics', () => {
  it('counts every lookup, and as a miss each one that composed the page again', async () => {
    const before = await cacheLookupCounts('page-data');
    let composed = 0;
    const cache = testCache(async (slug) => {
      composed += 1;
      return { city: { url_slug: slug, id: 1 }, degraded: [] } as unknown as PageData;
    });
    await Promise.all([cache.pageData('barrie'), cache.pageData('barrie')]); // one load, shared
    await cache.pageData('barrie');
    await cache.pageData('guelph');
    expect(composed).toBe(2);
    expect(await cacheLookupCounts('page-data')).toEqual({ lookups: before.lookups + 4, misses: before.misses + 2 });

    const cities = await cacheLookupCounts('city-list');
    await cache.activeCities();
    await cache.activeCities();
    expect(await cacheLookupCounts('city-list')).toEqual({ lookups: cities.lookups + 2, misses: cities.misses + 1 });
  });
});

describe('neighbours in the page-data cache (Nearby service areas)', () => {
  it('drops and tells only the pages whose nearby cities a city change changes', async () => {
    const nearbyOf: Record<string, string[]> = { barrie: ['innisfil'], ottawa: ['gatineau'] };
    const at: Record<string, [number, number]> = { barrie: [44.39, -79.69], ottawa: [45.42, -75.69] };
    let composed = 0;
    const cache = testCache(
      async (slug) =>
        ({
          city: { url_slug: slug, id: slug.length, latitude: at[slug]![0], longitude: at[slug]![1] },
          nearby: nearbyOf[slug]!.map((s) => ({ city_name: s, province: 'Ontario', url_slug: s, distance_km: 12 })),
          degraded: [],
          composedAt: String(++composed),
        }) as never,
    );
    const barrie = await cache.pageData('barrie');
    const ottawa = await cache.pageData('ottawa');
    const seen: unknown[] = [];
    cache.watch((change) => seen.push(change));
    cache.neighbours({ id: 50, citySlug: 'innisfil', cityName: 'Innisfil', province: 'Ontario', latitude: 44.3, longitude: -79.61, population: null, pageActive: false, template: 'standard' }, null);
    expect(seen).toEqual([{ kind: 'pages', slugs: ['barrie'], cityIds: [] }]);
    expect(await cache.pageData('barrie')).not.toBe(barrie);
    expect(await cache.pageData('ottawa')).toBe(ottawa);
  });
});

describe('page data versions and change times (freshness signals)', () => {
  /** A cache over compositions whose products and times the test sets; the clock is the test's. */
  function cacheOver(state: { products: string[]; cityUpdatedAt: string; fetchedAt: string; age: number }, clock: { now: number }) {
    let composed = 0;
    return testCache(
      async (slug) =>
        ({
          city: { url_slug: slug, id: 1, updated_at: state.cityUpdatedAt },
          products: state.products.map((name) => ({ display_name: name })),
          weather: { source: { fetched_at: state.fetchedAt, age_minutes: state.age } },
          degraded: [],
          composedAt: new Date(clock.now + ++composed).toISOString(),
          updatedAt: [state.cityUpdatedAt, state.fetchedAt].sort().at(-1)!,
        }) as never,
      { now: () => clock.now },
    );
  }
  const start = Date.parse('2026-11-26T03:00:00.000Z');

  it('keeps the etag and updatedAt while only the composition time, the weather age or its fetch time move', async () => {
    const clock = { now: start };
    const state = { products: ['Topsoil'], cityUpdatedAt: '2026-11-26T03:10:00.000Z', fetchedAt: '2026-11-26T02:00:00.000Z', age: 5 };
    const cache = cacheOver(state, clock);
    const first = (await cache.pageData('barrie'))!;
    // The city changed after the gateway started: its own time is the page's.
    expect(first.data.updatedAt).toBe('2026-11-26T03:10:00.000Z');
    clock.now += 600_000;
    state.age = 15;
    state.fetchedAt = '2026-11-26T03:20:00.000Z';
    cache.pages(['barrie'], [1]);
    const again = (await cache.pageData('barrie'))!;
    expect(again.data.composedAt).not.toBe(first.data.composedAt);
    expect(again.etag).toBe(first.etag);
    expect(again.data.updatedAt).toBe(first.data.updatedAt);
  });

  it('moves the etag, and updatedAt to when the change was seen, when the products change', async () => {
    const clock = { now: start };
    const state = { products: ['Topsoil'], cityUpdatedAt: '2026-01-01T00:00:00.000Z', fetchedAt: '2026-01-01T00:00:00.000Z', age: 5 };
    const cache = cacheOver(state, clock);
    const first = (await cache.pageData('barrie'))!;
    // Nothing known changed after the start: what changed before it is not known, so the start is the page's time.
    expect(first.data.updatedAt).toBe(new Date(start).toISOString());
    clock.now += 60_000;
    state.products = ['Topsoil', 'Mulch'];
    cache.pages(['barrie'], [1]);
    const changed = (await cache.pageData('barrie'))!;
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.data.updatedAt).toBe(new Date(start + 60_000).toISOString());
  });

  it("takes a part's own later change time when the content changed with it", async () => {
    const clock = { now: start };
    const state = { products: ['Topsoil'], cityUpdatedAt: '2026-11-26T03:00:30.000Z', fetchedAt: '2026-01-01T00:00:00.000Z', age: 5 };
    const cache = cacheOver(state, clock);
    await cache.pageData('barrie');
    clock.now += 120_000;
    state.cityUpdatedAt = '2026-11-26T03:01:00.000Z';
    state.products = ['Mulch'];
    cache.pages(['barrie'], [1]);
    expect((await cache.pageData('barrie'))!.data.updatedAt).toBe('2026-11-26T03:01:00.000Z');
  });
});

describe('an earlier slug in the page-data cache', () => {
  it('keeps where it leads, never a page, until a change of its city drops it', async () => {
    let decided = 0;
    const cache = decidingCache(async (slug) => {
      decided += 1;
      return slug === 'milton' ? { kind: 'moved', slug: 'milton-on', cityId: 4 } : null;
    });
    expect(await cache.pageData('milton')).toEqual({ kind: 'moved', slug: 'milton-on', cityId: 4 });
    await cache.pageData('milton');
    expect(decided).toBe(1);
    cache.pages(['milton-ontario'], [4]);
    await cache.pageData('milton');
    expect(decided).toBe(2);
  });

  it('keeps no gone answer: it is decided again each time', async () => {
    let decided = 0;
    const cache = decidingCache(async () => {
      decided += 1;
      return { kind: 'gone' };
    });
    expect(await cache.pageData('guelph')).toEqual({ kind: 'gone' });
    await cache.pageData('guelph');
    expect(decided).toBe(2);
  });
});
