import {
  cityCreated,
  cityProductsChanged,
  cityPurged,
  cityUpdated,
  contractorDirectoryChanged,
  productsChanged,
  schemaSettingsUpdated,
  type CityFacts,
  type CityIndexEntry,
  type EventEnvelope,
} from '@local-seo/contracts';
import { createInProcessBus, type EventBus } from '@local-seo/service-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/data/db.js';
import { reconcileWithCities } from '../src/data/reconcile.js';
import { logger, startSitemap, type RunningSitemap } from './helpers.js';

let bus: EventBus;
let sitemap: RunningSitemap;

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  // No cities service: this file drives the service by its events alone.
  sitemap = await startSitemap('sitemap_events', bus, { CITIES_URL: 'http://127.0.0.1:9', CITIES_TIMEOUT_MS: '500', PUBLIC_BASE_URL: 'https://www.northway.test' });
});

afterAll(async () => {
  await sitemap?.close();
  await bus?.close();
});

const facts = (id: number, slug: string, pageActive: boolean): CityFacts => ({
  id,
  citySlug: slug,
  cityName: slug,
  province: 'Ontario',
  latitude: 44,
  longitude: -79,
  population: null,
  pageActive,
  template: 'standard',
});

/** Publishes an event as the cities service would, dated `at`, and waits until it has been handled. */
async function publish(event: EventEnvelope, at?: string): Promise<void> {
  const dated = at ? { ...event, occurredAt: at } : event;
  await bus.publish(dated);
  await vi.waitFor(async () => {
    const [row] = await sitemap.service.context.db.$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM service_kit.inbox WHERE event_id = $1::uuid`,
      dated.id,
    );
    expect(row?.n).toBe(1);
  }, { timeout: 10_000, interval: 25 });
}

const page = (path: string) => sitemap.service.context.db.sitemapPage.findUnique({ where: { path } });
const needs = () => sitemap.service.parts.generator.needsRegeneration();

describe('pages kept from events', () => {
  it('lists a city created live, with the time of the event as its lastmod, and dates the listing pages with it', async () => {
    await publish(cityCreated.create({ city: facts(1, 'collingwood', true) }, 'cities'), '2026-04-01T10:00:00.000Z');
    expect(await page('/collingwood')).toMatchObject({ listed: true, cityId: 1, lastmod: new Date('2026-04-01T10:00:00.000Z') });
    expect(await page('/delivery')).toMatchObject({ listed: true, lastmod: new Date('2026-04-01T10:00:00.000Z') });
    expect(await page('/')).toBeNull(); // the root redirects to the delivery page: no page of its own
    expect(await needs()).toMatchObject({ needed: true });
  });

  it('keeps a city created dark out of the sitemap and out of what IndexNow is told', async () => {
    await publish(cityCreated.create({ city: facts(2, 'wasaga-beach', false) }, 'cities'), '2026-04-01T11:00:00.000Z');
    const dark = await page('/wasaga-beach');
    expect(dark).toMatchObject({ listed: false, cityId: 2 });
    expect(dark!.indexNowAt).toEqual(dark!.changedAt);
    expect((await page('/delivery'))!.lastmod).toEqual(new Date('2026-04-01T10:00:00.000Z'));
  });

  it('ignores an event older than what it holds (a late redelivery)', async () => {
    const stale = cityUpdated.create({ city: facts(1, 'collingwood', false), changed: ['page_active'], activation: 'deactivated', previousSlug: null }, 'cities');
    await publish(stale, '2026-03-01T10:00:00.000Z');
    expect(await page('/collingwood')).toMatchObject({ listed: true, lastmod: new Date('2026-04-01T10:00:00.000Z') });
  });

  it('moves a city whose slug changed and keeps the former path to announce its removal', async () => {
    const moved = cityUpdated.create({ city: facts(1, 'town-of-collingwood', true), changed: ['url_slug'], activation: null, previousSlug: 'collingwood' }, 'cities');
    await publish(moved, '2026-04-02T10:00:00.000Z');
    expect(await page('/town-of-collingwood')).toMatchObject({ listed: true, cityId: 1, lastmod: new Date('2026-04-02T10:00:00.000Z') });
    const former = await page('/collingwood');
    expect(former).toMatchObject({ listed: false, cityId: null });
    expect(former!.changedAt > (former!.indexNowAt ?? new Date(0))).toBe(true);
  });

  it('does not date the listing pages for a change they do not show', async () => {
    const population = cityUpdated.create({ city: facts(1, 'town-of-collingwood', true), changed: ['population'], activation: null, previousSlug: null }, 'cities');
    await publish(population, '2026-04-03T10:00:00.000Z');
    expect((await page('/town-of-collingwood'))!.lastmod).toEqual(new Date('2026-04-03T10:00:00.000Z'));
    expect((await page('/delivery'))!.lastmod).toEqual(new Date('2026-04-02T10:00:00.000Z'));
  });

  it('marks the sitemap for regeneration when products change, and says why', async () => {
    const generation = await sitemap.service.parts.generator.generate('manual');
    // The cities service is down: the sitemap is built from the pages the events gave, and says so.
    expect(generation.warning).toMatch(/^The cities service could not be asked/);
    expect(generation.urlCount).toBe(4); // /town-of-collingwood, /delivery, /terms and /privacy
    expect(await needs()).toEqual({ needed: true, reason: 'The last generation could not check the cities with the cities service' });

    const state = () => sitemap.service.context.db.sitemapState.findUniqueOrThrow({ where: { id: 1 } });
    const before = (await state()).contentVersion;
    await publish(productsChanged.create({ productIds: [4, 5], reason: 'updated' }, 'catalog'));
    expect(await state()).toMatchObject({ contentVersion: before + 1, lastChangeReason: 'Products updated (2)' });
  });
});

describe("a city page's lastmod follows what it shows (docs/behaviour/public-site.md#freshness-signals)", () => {
  /** When the page's last change to announce (IndexNow) was noted. */
  const changedAt = async (path: string) => (await page(path))!.changedAt;

  it('moves with its products and its contractors, and announces the change', async () => {
    const before = await changedAt('/town-of-collingwood');
    await publish(cityProductsChanged.create({ cities: [{ id: 1, slug: 'town-of-collingwood' }] }, 'catalog'), '2026-04-04T10:00:00.000Z');
    expect((await page('/town-of-collingwood'))!.lastmod).toEqual(new Date('2026-04-04T10:00:00.000Z'));
    expect(await changedAt('/town-of-collingwood')).not.toEqual(before);

    await publish(contractorDirectoryChanged.create({ cityIds: [1], reason: 'populated' }, 'contractors'), '2026-04-05T10:00:00.000Z');
    expect((await page('/town-of-collingwood'))!.lastmod).toEqual(new Date('2026-04-05T10:00:00.000Z'));
    expect((await page('/delivery'))!.lastmod).toEqual(new Date('2026-04-02T10:00:00.000Z'));
  });

  it('still applies a city change older than its products change, never moving lastmod back', async () => {
    const moved = cityUpdated.create({ city: facts(1, 'collingwood-on', true), changed: ['url_slug'], activation: null, previousSlug: 'town-of-collingwood' }, 'cities');
    await publish(moved, '2026-04-04T12:00:00.000Z');
    expect(await page('/collingwood-on')).toMatchObject({ cityId: 1, listed: true, lastmod: new Date('2026-04-05T10:00:00.000Z') });
  });

  it('moves every city page with the schema settings, without announcing them all for structured data alone', async () => {
    const before = await changedAt('/collingwood-on');
    const delivery = await page('/delivery');
    await publish(schemaSettingsUpdated.create({ version: 2, previousVersion: 1, changedSections: ['messaging'] }, 'seo'), '2026-04-06T10:00:00.000Z');
    expect((await page('/collingwood-on'))!.lastmod).toEqual(new Date('2026-04-06T10:00:00.000Z'));
    expect((await page('/wasaga-beach'))!.lastmod).toEqual(new Date('2026-04-06T10:00:00.000Z'));
    expect(await changedAt('/collingwood-on')).toEqual(before);
    expect(await page('/delivery')).toEqual(delivery);
  });

  it('announces every city page and /delivery when the business details change: their delivery days and cut-off show as text', async () => {
    const before = await changedAt('/collingwood-on');
    const deliveryBefore = await changedAt('/delivery');
    await publish(schemaSettingsUpdated.create({ version: 3, previousVersion: 2, changedSections: ['businessDetails'] }, 'seo'), '2026-04-07T10:00:00.000Z');
    expect((await page('/collingwood-on'))!.lastmod).toEqual(new Date('2026-04-07T10:00:00.000Z'));
    expect(await changedAt('/collingwood-on')).not.toEqual(before);
    expect((await page('/delivery'))!.lastmod).toEqual(new Date('2026-04-07T10:00:00.000Z'));
    expect(await changedAt('/delivery')).not.toEqual(deliveryBefore);
  });
});

describe("a sync with the cities service's list, which events may overtake", () => {
  it('keeps a page an event recorded after the list was asked for, and puts no newer city change back', async () => {
    const { db } = sitemap.service.context;
    const askedAt = new Date();
    // While the list was on its way: a city created, and a city moved.
    await publish(cityCreated.create({ city: facts(90, 'midland', true) }, 'cities'), '2026-05-01T10:00:00.000Z');
    await publish(
      cityUpdated.create({ city: facts(91, 'orillia-on', true), changed: ['url_slug'], activation: null, previousSlug: 'orillia' }, 'cities'),
      '2026-05-01T10:00:00.000Z',
    );
    // The list, as it was before both: no Midland, Orillia still at its old address.
    const list: CityIndexEntry[] = [{ id: 91, url_slug: 'orillia', page_active: true, updated_at: '2026-04-30T10:00:00.000Z' }];
    await db.$transaction((tx) => reconcileWithCities(tx as Db, list, new Date(), askedAt));
    expect(await page('/midland')).toMatchObject({ cityId: 90, listed: true });
    expect(await page('/orillia-on')).toMatchObject({ cityId: 91, listed: true });

    // A list asked for after the event: Midland is gone from it, so its page goes.
    await db.$transaction((tx) => reconcileWithCities(tx as Db, list, new Date(), new Date()));
    expect(await page('/midland')).toMatchObject({ cityId: null, listed: false });
  });
});

describe('a city in the Trash', () => {
  it('unlists a city moved to the Trash, lists it again on its restore, and frees its path once it is purged', async () => {
    await publish(cityCreated.create({ city: facts(50, 'thornbury', true) }, 'cities'), '2026-05-01T10:00:00.000Z');
    const trashed = cityUpdated.create(
      { city: facts(50, 'thornbury', false), changed: ['page_active', 'deleted_at'], activation: 'deactivated', previousSlug: null, trash: 'trashed' },
      'cities',
    );
    await publish(trashed, '2026-05-02T10:00:00.000Z');
    expect(await page('/thornbury')).toMatchObject({ listed: false, cityId: 50 });
    const restored = cityUpdated.create(
      { city: facts(50, 'thornbury', true), changed: ['page_active', 'deleted_at'], activation: 'activated', previousSlug: null, trash: 'restored' },
      'cities',
    );
    await publish(restored, '2026-05-03T10:00:00.000Z');
    expect(await page('/thornbury')).toMatchObject({ listed: true, cityId: 50, lastmod: new Date('2026-05-03T10:00:00.000Z') });

    await publish(cityUpdated.create({ ...trashed.data }, 'cities'), '2026-05-04T10:00:00.000Z');
    await publish(cityPurged.create({ city: { id: 50, citySlug: 'thornbury', cityName: 'thornbury' } }, 'cities'), '2026-06-04T10:00:00.000Z');
    expect(await page('/thornbury')).toMatchObject({ listed: false, cityId: null });
    // A new city may take the path.
    await publish(cityCreated.create({ city: facts(51, 'thornbury', true) }, 'cities'), '2026-06-05T10:00:00.000Z');
    expect(await page('/thornbury')).toMatchObject({ listed: true, cityId: 51 });
  });
});
