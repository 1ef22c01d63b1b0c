import { createWorkerJobs, type Logger } from '@local-seo/service-kit';
import type { PrismaClient, SitemapGeneration } from '../generated/prisma/client.js';
import { readState, setLayout } from '../pages/state.js';
import type { SitemapBuildJobs } from './build-worker.js';
import type { SitemapFileStore } from './file-store.js';
import type { SitemapLayout, WrittenFile } from './sitemap-writer.js';

/** The sitemap being served. */
export interface CurrentSitemap {
  generationId: number;
  dir: string;
  generatedAt: Date;
  files: ReadonlyMap<string, WrittenFile>;
  isIndex: boolean;
  urlCount: number;
  cityCount: number;
  /** Numbered sitemaps under the index; 0 for a single file. */
  sitemapCount: number;
  totalBytes: number;
}

export type GenerationTrigger = 'start' | 'cron' | 'manual' | 'manual-index';

export interface GenerationResult {
  success: boolean;
  urlCount: number;
  cityCount: number;
  sitemapCount: number;
  warning?: string;
  error?: string;
}

export interface GeneratorOptions {
  db: PrismaClient;
  /** The same database for the build's worker thread (its own connection). */
  databaseUrl: string;
  /** The cities service, whose index a syncing generation reads. */
  cities: { baseUrl: string; timeoutMs: number };
  store: SitemapFileStore;
  publicBaseUrl: string;
  logger: Logger;
  /** Test hooks for the protocol's limits. */
  maxUrlsPerFile?: number;
  maxBytesPerFile?: number;
  /** Rows read per query while streaming. */
  batchSize?: number;
  /**
   * Scheduled generations rely on the events and check the whole list with
   * the cities service only this often (a start or an admin's request always does).
   */
  syncIntervalMs?: number;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createSitemapGenerator(options: GeneratorOptions) {
  const { db, store, logger } = options;
  let current: CurrentSitemap | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const worker = createWorkerJobs<SitemapBuildJobs>({ module: new URL('./build-worker.js', import.meta.url), name: 'sitemap builds', logger });

  /** One generation at a time: later requests wait their turn. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  function toCurrent(row: SitemapGeneration, files: WrittenFile[]): CurrentSitemap {
    return {
      generationId: row.id,
      dir: store.dirOf(row.id),
      generatedAt: row.finishedAt ?? row.startedAt,
      files: new Map(files.map((file) => [file.name, file])),
      isIndex: row.sitemapCount > 0,
      urlCount: row.urlCount,
      cityCount: row.cityCount,
      sitemapCount: row.sitemapCount,
      totalBytes: Number(row.totalBytes),
    };
  }

  /** Whether a scheduled generation should also check the whole list with the cities service. */
  async function syncIsDue(): Promise<boolean> {
    const lastSynced = await db.sitemapGeneration.findFirst({ where: { status: 'succeeded', synced: true }, orderBy: { id: 'desc' } });
    return !lastSynced || lastSynced.startedAt.getTime() < Date.now() - (options.syncIntervalMs ?? 24 * 3_600_000);
  }

  async function generate(trigger: GenerationTrigger, layoutChoice?: SitemapLayout): Promise<GenerationResult> {
    if (layoutChoice) await setLayout(db, layoutChoice);
    const { layout } = await readState(db);
    const row = await db.sitemapGeneration.create({ data: { trigger, layout, status: 'running', contentVersion: 0 } });
    try {
      const syncing = trigger !== 'cron' || (await syncIsDue());
      const dir = await store.prepare(row.id);
      const { written, contentVersion, warning, changes } = await worker.run('build', {
        databaseUrl: options.databaseUrl,
        sync: syncing ? options.cities : null,
        dir,
        publicBaseUrl: options.publicBaseUrl,
        layout: layout as SitemapLayout,
        batchSize: options.batchSize,
        maxUrlsPerFile: options.maxUrlsPerFile,
        maxBytesPerFile: options.maxBytesPerFile,
      });
      if (changes && changes.added + changes.changed + changes.removed > 0) logger.info(changes, 'sitemap pages synced with the cities service');
      await store.commit(row.id);
      const sitemapCount = written.isIndex ? written.files.length - 1 : 0;
      const done = await db.sitemapGeneration.update({
        where: { id: row.id },
        data: {
          status: 'succeeded',
          finishedAt: new Date(),
          contentVersion,
          synced: syncing && warning === undefined,
          urlCount: written.urlCount,
          cityCount: written.cityCount,
          sitemapCount,
          totalBytes: BigInt(written.totalBytes),
          files: written.files.map((file) => ({ ...file, lastmod: file.lastmod?.toISOString() ?? null })),
          warning: warning ?? null,
        },
      });
      current = toCurrent(done, written.files);
      await store.prune(row.id);
      logger.info({ trigger, urls: written.urlCount, sitemaps: sitemapCount, bytes: written.totalBytes }, 'sitemap generated');
      return { success: true, urlCount: written.urlCount, cityCount: written.cityCount, sitemapCount, ...(warning ? { warning } : {}) };
    } catch (err) {
      const error = `Sitemap generation failed: ${errorText(err)}`;
      logger.error({ err, trigger }, 'sitemap generation failed');
      await store.discard(row.id).catch(() => undefined);
      await db.sitemapGeneration.update({ where: { id: row.id }, data: { status: 'failed', finishedAt: new Date(), error } });
      return { success: false, urlCount: 0, cityCount: 0, sitemapCount: 0, error };
    }
  }

  return {
    /** Generates now (after any generation already running). */
    generate: (trigger: GenerationTrigger, layout?: SitemapLayout) => exclusive(() => generate(trigger, layout)),

    /** The sitemap being served, if any. */
    current: () => current,

    /** Resolves once no generation is running or waiting. */
    idle: () => queue.then(() => undefined),

    /** Lets the generation under way finish, then ends the build thread. */
    close: () => exclusive(() => worker.close()),

    /** At start: serve the last generation if its files are on this disk. */
    async loadCurrent(): Promise<CurrentSitemap | null> {
      const row = await latestSucceeded(db);
      if (!row || !Array.isArray(row.files)) return null;
      const files = (row.files as Array<Omit<WrittenFile, 'lastmod'> & { lastmod: string | null }>).map((file) => ({
        ...file,
        lastmod: file.lastmod ? new Date(file.lastmod) : null,
      }));
      if (!(await store.has(row.id, files.map((file) => file.name)))) return null;
      current = toCurrent(row, files);
      return current;
    },

    /** Whether the sitemap is behind the data, and why. */
    async needsRegeneration(): Promise<{ needed: boolean; reason: string | null }> {
      const [state, latest] = await Promise.all([readState(db), latestSucceeded(db)]);
      if (!latest) return { needed: true, reason: 'No sitemap has been generated yet' };
      if (!current || current.generationId !== latest.id) return { needed: true, reason: 'The sitemap files are not on this server' };
      if (latest.warning) return { needed: true, reason: 'The last generation could not check the cities with the cities service' };
      if (state.contentVersion > latest.contentVersion) return { needed: true, reason: state.lastChangeReason ?? 'The data has changed' };
      return { needed: false, reason: null };
    },

    /** The newest generation, whatever its outcome (for its warning or error). */
    lastGeneration: () => db.sitemapGeneration.findFirst({ where: { status: { not: 'running' } }, orderBy: { id: 'desc' } }),
  };
}
export type SitemapGenerator = ReturnType<typeof createSitemapGenerator>;

const latestSucceeded = (db: PrismaClient) => db.sitemapGeneration.findFirst({ where: { status: 'succeeded' }, orderBy: { id: 'desc' } });
