import { startTcpProxy } from '@local-seo/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentCheckMs } from '../src/generation/current-sitemap.js';
import { addAlliston, publicBase, startSitemap, useCities, type RunningSitemap } from './helpers.js';

/**
 * Several replicas of the sitemap service on one database (docs/operations.md, "Running
 * several replicas"): one sitemap, whichever replica generated it and whichever is asked.
 */
const stack = useCities('sitemap_replicas', addAlliston);
const env = () => ({ CITIES_URL: stack.cities.url, PUBLIC_BASE_URL: publicBase });
// Two URLs a file: the four pages make an index of two sitemaps, so a generation can be caught between its files.
const limits = { maxUrlsPerFile: 2 };

let a: RunningSitemap;
let b: RunningSitemap;
beforeAll(async () => {
  a = await startSitemap('sitemap_replicas', stack.bus, env(), { limits });
  b = await startSitemap('sitemap_replicas', stack.bus, env(), { limits, database: a.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Served {
  status: number;
  body: string;
  etag: string | null;
  lastModified: string | null;
}

async function served(replica: RunningSitemap, name = 'sitemap.xml'): Promise<Served> {
  const response = await fetch(`${replica.url}/${name}`);
  return { status: response.status, body: await response.text(), etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
}

const generations = () =>
  a.service.context.db.sitemapGeneration.findMany({ orderBy: { id: 'asc' }, select: { id: true, status: true, startedAt: true, finishedAt: true } });

const storedFiles = async () =>
  (await a.service.context.db.sitemapFile.findMany({ orderBy: [{ generationId: 'asc' }, { name: 'asc' }], select: { generationId: true, name: true } })).map(
    (file) => `g${file.generationId} ${file.name}`,
  );

/** Waits until `replica` serves what `expected` is, and answers how long that took. */
async function convergence(replica: RunningSitemap, expected: Served): Promise<number> {
  const started = performance.now();
  await vi.waitFor(async () => expect(await served(replica)).toEqual(expected), { timeout: 10_000, interval: 25 });
  return performance.now() - started;
}

describe('replicas of the sitemap service on one database', () => {
  it('serves a generation made through one replica from every replica, the same bytes and validators, within about a second', async () => {
    expect((await a.service.parts.generator.generate('manual')).success).toBe(true);
    const first = await served(a);
    expect(first).toMatchObject({ status: 200, etag: expect.stringMatching(/^"g\d+-sitemap\.xml"$/) });
    expect(await served(b)).toEqual(first);

    // B now knows the first generation; a second one, through A, reaches it within its check interval.
    await stack.cities.service.app.inject({
      method: 'POST',
      url: '/api/cities',
      payload: { city_name: 'Beeton', province: 'Ontario', latitude: 44.08, longitude: -79.78, url_slug: 'beeton', page_active: true },
    });
    // Asked all along, B has always checked the database less than a second ago: the worst case.
    let asking = true;
    const asker = (async () => {
      while (asking) await Promise.all([served(b), pause(100)]);
    })();
    expect((await a.service.parts.generator.generate('manual')).success).toBe(true);
    const second = await served(a);
    expect(second.etag).not.toBe(first.etag);
    const index = second.body;
    expect(index).toContain(`<loc>${publicBase}/sitemap-3.xml</loc>`);
    const ms = await convergence(b, second);
    asking = false;
    await asker;
    console.log(`replica B served the new sitemap ${Math.round(ms)} ms after replica A generated it`);
    expect(ms).toBeLessThan(currentCheckMs + 500);
    for (const name of ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']) expect(await served(b, name)).toEqual(await served(a, name));
    expect((await served(b, 'sitemap-3.xml')).body).toContain(`<loc>${publicBase}/terms</loc>`);

    // A crawler's validator from one replica holds at the other.
    const conditional = await fetch(`${b.url}/sitemap.xml`, { headers: { 'if-none-match': second.etag! } });
    expect(conditional.status).toBe(304);
  });

  it('runs generations asked of two replicas at once one after the other, and both complete', async () => {
    const before = (await generations()).length;
    const results = await Promise.all([a.service.parts.generator.generate('manual'), b.service.parts.generator.generate('manual')]);
    expect(results.map((result) => result.success)).toEqual([true, true]);
    const [first, second] = (await generations()).slice(before);
    expect([first?.status, second?.status]).toEqual(['succeeded', 'succeeded']);
    expect(second!.startedAt.getTime()).toBeGreaterThanOrEqual(first!.finishedAt!.getTime());
    // Both serve the later one (the replica that made the earlier one within its check interval).
    const etag = `"g${second!.id}-sitemap.xml"`;
    for (const replica of [a, b]) {
      await vi.waitFor(async () => expect((await served(replica)).etag).toBe(etag), { timeout: currentCheckMs + 500, interval: 25 });
    }
    expect(await served(a)).toEqual(await served(b));
  });

  it('serves, from a replica started afterwards, the sitemap there is, without generating it again', async () => {
    const count = (await generations()).length;
    const expected = await served(a);
    const c = await startSitemap('sitemap_replicas', stack.bus, { ...env(), GENERATE_AT_START: 'true' }, { database: a.database });
    try {
      expect(await c.service.parts.startGeneration()).toBeNull();
      expect(await served(c)).toEqual(expected);
      expect((await c.service.app.inject('/api/admin/sitemap-status')).json()).toMatchObject({ exists: true, needsRegeneration: false });
      expect(await generations()).toHaveLength(count);
    } finally {
      await c.close();
    }
  });

  it('never serves a generation whose files are still being written, from any replica', async () => {
    const before = await served(a);
    // A trigger holds the second file of the next generation until this test lets it go.
    const holder = new pg.Client({ connectionString: a.database.url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(4711)');
      await holder.query(`
        CREATE FUNCTION hold_second_file() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.name = 'sitemap-2.xml' THEN PERFORM pg_advisory_xact_lock(4711); END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER hold_second_file BEFORE INSERT ON sitemap_files FOR EACH ROW EXECUTE FUNCTION hold_second_file();`);
      const generating = a.service.parts.generator.generate('manual');
      const running = await vi.waitFor(
        async () => {
          const row = await a.service.context.db.sitemapGeneration.findFirstOrThrow({ where: { status: 'running' } });
          expect(await a.service.context.db.sitemapFile.count({ where: { generationId: row.id } })).toBe(1);
          return row;
        },
        { timeout: 15_000, interval: 50 },
      );

      // Its first file is committed; no replica serves it, not even one that asks the database now.
      await pause(currentCheckMs + 100);
      expect(await served(a)).toEqual(before);
      expect(await served(b)).toEqual(before);
      const c = await startSitemap('sitemap_replicas', stack.bus, env(), { database: a.database });
      try {
        expect(await served(c)).toEqual(before);
        expect((await c.service.app.inject('/api/admin/sitemap-status')).json()).toMatchObject({ exists: true });
      } finally {
        await c.close();
      }

      await holder.query('SELECT pg_advisory_unlock(4711)');
      expect((await generating).success).toBe(true);
      const after = await served(a);
      expect(after.etag).toBe(`"g${running.id}-sitemap.xml"`);
      await convergence(b, after);
    } finally {
      await holder.query('DROP TRIGGER IF EXISTS hold_second_file ON sitemap_files; DROP FUNCTION IF EXISTS hold_second_file()');
      await holder.end();
    }
  });

  it('keeps serving the generation it has read while its database is away', async () => {
    const url = new URL(a.database.url);
    const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.host = `${proxy.host}:${proxy.port}`;
    const d = await startSitemap('sitemap_replicas', stack.bus, env(), { database: { ...a.database, url: url.toString() } });
    try {
      const before = await served(d);
      expect(before.status).toBe(200);
      await proxy.pause();
      await pause(currentCheckMs + 100);
      expect(await served(d)).toEqual(before);
      // A file it has not read yet cannot be had meanwhile.
      expect((await served(d, 'sitemap-1.xml')).status).toBe(503);
      await proxy.resume();
      await vi.waitFor(async () => expect((await served(d, 'sitemap-1.xml')).status).toBe(200), { timeout: 10_000, interval: 200 });
    } finally {
      await proxy.resume();
      await d.close();
      await proxy.close();
    }
  });

  it('fails a generation its replica left unfinished, and keeps the files of the current and the previous generation only', async () => {
    const db = a.service.context.db;
    const before = await served(b);
    // What a replica killed while writing leaves: a running generation with some of its files.
    const dead = await db.sitemapGeneration.create({ data: { trigger: 'cron', layout: 'auto', status: 'running', contentVersion: 0 } });
    await db.sitemapFile.create({ data: { generationId: dead.id, name: 'sitemap.xml', content: Buffer.from('<urlset/>'), bytes: 9 } });
    await pause(currentCheckMs + 100);
    expect(await served(b)).toEqual(before);

    expect((await b.service.parts.generator.generate('manual')).success).toBe(true);
    const all = await generations();
    expect(all.find((row) => row.id === dead.id)?.status).toBe('failed');
    const succeeded = all.filter((row) => row.status === 'succeeded').map((row) => row.id);
    const [previous, current] = succeeded.slice(-2);
    const files = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml'];
    expect(await storedFiles()).toEqual([...files.map((name) => `g${previous} ${name}`), ...files.map((name) => `g${current} ${name}`)]);
  });
});
