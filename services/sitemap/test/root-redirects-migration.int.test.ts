import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { applyMigrations, createInProcessBus, type EventBus } from '@local-seo/service-kit';
import { createPgDb, freshDatabase, startIndexNowStandIn, type IndexNowStandIn, type TestDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapService } from '../src/app.js';
import { listedPagesAfter } from '../src/data/page-store.js';
import { logger, publicBase, startSitemap, type RunningSitemap } from './helpers.js';

const key = 'f00dcafef00dcafe';
const rootRedirects = '20261123150000_root_redirects';

let bus: EventBus;
let database: TestDatabase;
let indexNow: IndexNowStandIn;
let sitemap: RunningSitemap;
let olderMigrations = '';

/** A copy of the migrations folder as it was before `migration` (the lock file included). */
async function migrationsBefore(migration: string): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'sitemap-migrations-')), 'migrations');
  await cp(sitemapService.database.migrationsDir, dir, {
    recursive: true,
    filter: (source) => {
      const top = relative(sitemapService.database.migrationsDir, source).split(sep)[0]!;
      return !/^\d{14}_/.test(top) || top < migration;
    },
  });
  return dir;
}

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  database = await freshDatabase('sitemap_root_redirects');
  olderMigrations = await migrationsBefore(rootRedirects);
  await applyMigrations({ databaseUrl: database.url, schemaPath: sitemapService.database.schemaPath, migrationsDir: olderMigrations });

  // What the service kept before the root redirected: home, delivery and a city, all listed and already told to IndexNow.
  const db = createPgDb(database.url, { max: 1 });
  try {
    await db.$executeRawUnsafe(
      `INSERT INTO sitemap_pages (path, kind, city_id, listed, lastmod, changed_at, indexnow_at)
       SELECT path, kind, city_id, true, at, at, at
         FROM (VALUES ('/', 'home', NULL), ('/delivery', 'delivery', NULL), ('/barrie', 'city', 1)) AS p(path, kind, city_id),
              (SELECT now() - interval '1 day' AS at) AS t`,
    );
  } finally {
    await db.$disconnect();
  }

  indexNow = await startIndexNowStandIn({ resolveKeyLocation: (location) => location.replace(publicBase, sitemap.url) });
  // The service applies the pending migration as it starts. The cities service is not needed: the pages are stored.
  sitemap = await startSitemap(
    'sitemap_root_redirects',
    bus,
    { CITIES_URL: 'http://127.0.0.1:9', CITIES_TIMEOUT_MS: '500', PUBLIC_BASE_URL: publicBase, INDEXNOW_KEY: key, INDEXNOW_ENDPOINT: indexNow.url },
    { database },
  );
});

afterAll(async () => {
  await sitemap?.close();
  await indexNow?.close();
  await database?.drop();
  await bus?.close();
  if (olderMigrations) await rm(join(olderMigrations, '..'), { recursive: true, force: true });
});

describe('the migration that takes the root out of the sitemap', () => {
  it("stops listing '/' in a database that listed it, and tells IndexNow of the removal alone", async () => {
    const listed = await listedPagesAfter(sitemap.service.context.db, '', 10);
    expect(listed.map((page) => page.path)).toEqual(['/barrie', '/delivery', '/privacy', '/terms']);

    const before = indexNow.submissions.length;
    expect(await sitemap.service.parts.submitter.submitToIndexNow('manual')).toMatchObject({ success: true, urlCount: 1 });
    expect(indexNow.submissions.slice(before).map((s) => [s.status, (s.body as { urlList: string[] }).urlList])).toEqual([[200, [`${publicBase}/`]]]);
  });
});
