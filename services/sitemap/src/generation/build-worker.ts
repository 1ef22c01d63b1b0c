/**
 * A sitemap generation's heavy part as a job of a worker thread: reading the cities
 * service's whole index (100,000 cities are 9 MiB of JSON), comparing it with the
 * stored pages, streaming the pages into XML files and storing each in the database
 * once complete. On the main thread this held the event loop for up to a second at
 * that size, and in `npm start` the public pages share that loop. The main thread
 * keeps the generation's bookkeeping and serves the result.
 */
import { createCitiesClient } from '@local-seo/contracts';
import { connectPg, defineWorkerJobs, workerDatabase } from '@local-seo/service-kit/worker';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Db } from '../data/db.js';
import { reconcileWithCities } from '../data/reconcile.js';
import { readState } from '../data/state.js';
import { writeSitemapFiles } from './sitemap-files.js';
import { storedFilesOf } from './stored-files.js';
import type { SitemapLayout } from './sitemap-writer.js';

export interface SitemapBuildInput {
  databaseUrl: string;
  /** The cities service to check the page list against first (at start, on request, once a day), or null. */
  sync: { baseUrl: string; timeoutMs: number } | null;
  /** The running generation whose files are stored. */
  generationId: number;
  publicBaseUrl: string;
  layout: SitemapLayout;
  batchSize?: number;
  maxUrlsPerFile?: number;
  maxBytesPerFile?: number;
}

interface SyncOutcome {
  warning?: string;
  changes?: { added: number; changed: number; removed: number };
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
const database = workerDatabase((adapter) => new PrismaClient({ adapter }));

/** Brings the pages in line with the cities service; a service that cannot be asked is a warning, not the end. */
async function syncWithCities(db: PrismaClient, sync: NonNullable<SitemapBuildInput['sync']>): Promise<SyncOutcome> {
  let cities;
  const askedAt = new Date();
  try {
    cities = await createCitiesClient(sync).listIndex();
  } catch (err) {
    return { warning: `The cities service could not be asked (${errorText(err)}); the sitemap was built from the last known pages` };
  }
  const changes = await db.$transaction((tx) => reconcileWithCities(tx as Db, cities, new Date(), askedAt), { timeout: 120_000, maxWait: 10_000 });
  return { changes };
}

export const workerJobs = defineWorkerJobs(
  {
    async build({ databaseUrl, sync, generationId, ...files }: SitemapBuildInput) {
      const db = database.get(databaseUrl);
      const synced: SyncOutcome = sync ? await syncWithCities(db, sync) : {};
      // Read after the sync: a change that lands later moves the counter past it.
      const { contentVersion } = await readState(db);
      const store = await connectPg(databaseUrl);
      try {
        const written = await writeSitemapFiles(db, storedFilesOf(store, generationId), files);
        return { ...synced, contentVersion, written };
      } finally {
        await store.end();
      }
    },
  },
  { close: () => database.close() },
);

export type SitemapBuildJobs = typeof workerJobs;
