import { createInProcessBus, type EventBus } from '@local-seo/service-kit';
import { watchMainThread } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSitemap } from '../src/domain/sitemap-validator.js';
import { writeSitemapFiles } from '../src/generation/sitemap-files.js';
import { logger, publicBase, seedCities, startCities, startSitemap, type RunningCities, type RunningSitemap } from './helpers.js';
import { xsdErrors } from './xsd.js';

let bus: EventBus;
let cities: RunningCities;

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  cities = await startCities('sitemap_scale', bus);
  await seedCities(cities.database.url, 120_000);
}, 120_000);

afterAll(async () => {
  await cities?.close();
  await bus?.close();
});

describe('a sitemap past the protocol limits', () => {
  let sitemap: RunningSitemap;
  afterAll(() => sitemap?.close());

  it('turns 120,000 cities into an index of three numbered sitemaps of at most 50,000 URLs', async () => {
    sitemap = await startSitemap('sitemap_scale', bus, { CITIES_URL: cities.url, PUBLIC_BASE_URL: publicBase });
    const result = await sitemap.service.parts.generator.generate('manual');
    expect(result).toEqual({ success: true, urlCount: 120_003, cityCount: 120_000, sitemapCount: 3 });

    const index = await (await fetch(`${sitemap.url}/sitemap.xml`)).text();
    expect(await xsdErrors(index)).toEqual([]);
    const children: string[] = [];
    expect(validateSitemap(index, { onEntry: (entry) => children.push(entry.loc) })).toMatchObject({ valid: true, kind: 'sitemapindex', entries: 3 });
    expect(children).toEqual([1, 2, 3].map((n) => `${publicBase}/sitemap-${n}.xml`));

    const counts: number[] = [];
    const seen = new Set<string>();
    for (const n of [1, 2, 3]) {
      const xml = await (await fetch(`${sitemap.url}/sitemap-${n}.xml`)).text();
      const report = validateSitemap(xml, { onEntry: (entry) => seen.add(entry.loc) });
      expect(report.errors).toEqual([]);
      counts.push(report.entries);
    }
    expect(counts).toEqual([50_000, 50_000, 20_003]);
    expect(seen.size).toBe(120_003); // the cities, the delivery, terms and privacy pages
    // The schema check of a full 50,000-URL file, by libxml2.
    const served = await sitemap.service.parts.generator.current();
    expect(await xsdErrors((await served!.read('sitemap-1.xml'))!.toString('utf8'))).toEqual([]);
  }, 180_000);

  it('writes the 120,003 pages of a scheduled regeneration off the main thread', { timeout: 180_000 }, async () => {
    // The first generation synced, so a scheduled one only writes the files (the sync's
    // index would be answered by the cities service, which runs in this test's thread).
    const watched = await watchMainThread(() => sitemap.service.parts.generator.generate('cron'));
    console.log(`scheduled regeneration: ${Math.round(watched.ms)} ms; main thread: largest event loop delay ${Math.round(watched.maxDelayMs)} ms, busy ${(watched.busy * 100).toFixed(1)} %`);
    expect(watched.result).toEqual({ success: true, urlCount: 120_003, cityCount: 120_000, sitemapCount: 3 });
    expect(watched.maxDelayMs).toBeLessThan(200);
    expect(watched.busy).toBeLessThan(0.3);
  });

  it('serves them from another replica, read from the database without holding its main thread', { timeout: 60_000 }, async () => {
    const other = await startSitemap('sitemap_scale', bus, { CITIES_URL: cities.url, PUBLIC_BASE_URL: publicBase }, { database: sitemap.database, listen: false });
    try {
      const served = (await other.service.parts.generator.current())!;
      expect(served.generationId).toBe((await sitemap.service.parts.generator.current())!.generationId);
      const names = [...served.files.keys()];
      const watched = await watchMainThread(() => Promise.all(names.map((name) => served.read(name))));
      const bytes = watched.result.reduce((sum, content) => sum + content!.length, 0);
      console.log(`first read of ${names.length} files (${(bytes / 2 ** 20).toFixed(1)} MiB) from the database: ${Math.round(watched.ms)} ms; main thread: largest event loop delay ${Math.round(watched.maxDelayMs)} ms`);
      expect(bytes).toBe(served.totalBytes);
      expect(watched.maxDelayMs).toBeLessThan(200);
    } finally {
      await other.close();
    }
  });
});

describe('the 50 MiB limit', () => {
  it('starts a new sitemap before a file would pass the byte limit', async () => {
    const bytesLimit = 2_000;
    const sitemap = await startSitemap('sitemap_bytes', bus, { CITIES_URL: cities.url, PUBLIC_BASE_URL: publicBase }, { listen: false });
    try {
      const db = sitemap.service.context.db;
      await db.$executeRawUnsafe(
        `INSERT INTO sitemap_pages (path, kind, city_id, listed, lastmod, changed_at)
         SELECT '/city-' || n, 'city', n, true, now(), now() FROM generate_series(1, 62) AS n`,
      );
      const contents = new Map<string, Buffer>();
      const output = { put: async (name: string, content: Buffer) => void contents.set(name, content) };
      const written = await writeSitemapFiles(db, output, { publicBaseUrl: publicBase, layout: 'auto', maxBytesPerFile: bytesLimit });
      expect(written.isIndex).toBe(true);
      expect(written.files.length).toBeGreaterThan(3);
      expect([...contents.keys()].sort()).toEqual(written.files.map((file) => file.name).sort());
      for (const file of written.files) {
        expect(file.bytes).toBeLessThanOrEqual(bytesLimit);
        expect(contents.get(file.name)!.length).toBe(file.bytes);
        const report = validateSitemap(contents.get(file.name)!, { maxBytes: bytesLimit });
        expect(report.errors).toEqual([]);
      }
      expect(written.files.slice(1).reduce((sum, file) => sum + file.entries, 0)).toBe(64); // and /terms, /privacy
      expect(written.urlCount).toBe(64);
    } finally {
      await sitemap.close();
    }
  });
});
