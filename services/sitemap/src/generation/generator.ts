import { createWorkerJobs, withSessionLock, type Logger } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';
import { readState, setLayout } from '../data/state.js';
import type { SitemapBuildJobs } from './build-worker.js';
import type { writeSitemapFiles } from './sitemap-files.js';
import { createCurrentSitemap, latestServable } from './current-sitemap.js';
import type { SitemapLayout } from './sitemap-writer.js';
import { assertAllStored, discardStoredFiles, pruneStoredFiles } from './stored-files.js';

export type { CurrentSitemap } from './current-sitemap.js';

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
  /** The same database for the build's worker thread and the generation lock (connections of their own). */
  databaseUrl: string;
  /** The cities service, whose index a syncing generation reads. */
  cities: { baseUrl: string; timeoutMs: number };
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

/**
 * The key of the session advisory lock that one generation at a time holds in the
 * sitemap's database, whichever replica runs it: "lssiteng" in ASCII, as a bigint.
 */
const generationLockKey = 0x6c73736974656e67n;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A generation still running when the lock is ours was left by a process that stopped
 * (or lost its database) before finishing it: it is failed, and its files go.
 */
async function failInterrupted(db: GeneratorOptions['db'], logger: GeneratorOptions['logger']): Promise<void> {
  const error = 'Sitemap generation failed: interrupted (the process running it stopped before it finished)';
  const interrupted = await db.$transaction(async (tx) => {
    await tx.sitemapFile.deleteMany({ where: { generation: { status: 'running' } } });
    return tx.sitemapGeneration.updateMany({ where: { status: 'running' }, data: { status: 'failed', finishedAt: new Date(), error } });
  });
  if (interrupted.count > 0) logger.warn({ generations: interrupted.count }, 'an interrupted sitemap generation was marked failed');
}

/** A build's outcome, as the generation's row keeps it. */
interface BuiltSitemap {
  written: Awaited<ReturnType<typeof writeSitemapFiles>>;
  contentVersion: number;
  warning: string | undefined;
  synced: boolean;
  sitemapCount: number;
}

/** Marks the generation succeeded once every file it wrote is stored, and drops older generations' files, in one transaction. */
function recordSucceeded(db: GeneratorOptions['db'], generationId: number, built: BuiltSitemap) {
  const { written } = built;
  return db.$transaction(async (tx) => {
    await assertAllStored(tx, generationId, written.files);
    const succeeded = await tx.sitemapGeneration.update({
      where: { id: generationId, status: 'running' },
      data: {
        status: 'succeeded',
        finishedAt: new Date(),
        contentVersion: built.contentVersion,
        synced: built.synced,
        urlCount: written.urlCount,
        cityCount: written.cityCount,
        sitemapCount: built.sitemapCount,
        totalBytes: BigInt(written.totalBytes),
        files: written.files.map((file) => ({ ...file, lastmod: file.lastmod?.toISOString() ?? null })),
        warning: built.warning ?? null,
      },
    });
    await pruneStoredFiles(tx, generationId);
    return succeeded;
  });
}

export function createSitemapGenerator(options: GeneratorOptions) {
  const { db, logger } = options;
  const current = createCurrentSitemap(db);
  let queue: Promise<unknown> = Promise.resolve();
  const worker = createWorkerJobs<SitemapBuildJobs>({ module: new URL('./build-worker.js', import.meta.url), name: 'sitemap builds', logger });

  /** In this process, one piece of work at a time: later ones wait their turn. */
  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  /**
   * One generation at a time: in this process through the queue, across replicas by
   * holding the generation lock while it runs, so a manual one here and a scheduled
   * one on another replica take turns too.
   */
  const exclusive = <T>(work: (lockLost: AbortSignal) => Promise<T>) =>
    enqueue(() => withSessionLock(options.databaseUrl, generationLockKey, work));

  /** Whether a scheduled generation should also check the whole list with the cities service. */
  async function syncIsDue(): Promise<boolean> {
    const lastSynced = await db.sitemapGeneration.findFirst({ where: { status: 'succeeded', synced: true }, orderBy: { id: 'desc' } });
    return !lastSynced || lastSynced.startedAt.getTime() < Date.now() - (options.syncIntervalMs ?? 24 * 3_600_000);
  }

  async function generate(trigger: GenerationTrigger, layoutChoice: SitemapLayout | undefined, lockLost: AbortSignal): Promise<GenerationResult> {
    await failInterrupted(db, logger);
    if (layoutChoice) await setLayout(db, layoutChoice);
    const { layout } = await readState(db);
    const row = await db.sitemapGeneration.create({ data: { trigger, layout, status: 'running', contentVersion: 0 } });
    try {
      const syncing = trigger !== 'cron' || (await syncIsDue());
      const { written, contentVersion, warning, changes } = await worker.run('build', {
        databaseUrl: options.databaseUrl,
        sync: syncing ? options.cities : null,
        generationId: row.id,
        publicBaseUrl: options.publicBaseUrl,
        layout: layout as SitemapLayout,
        batchSize: options.batchSize,
        maxUrlsPerFile: options.maxUrlsPerFile,
        maxBytesPerFile: options.maxBytesPerFile,
      });
      if (changes && changes.added + changes.changed + changes.removed > 0) logger.info(changes, 'sitemap pages synced with the cities service');
      // Another replica may be generating once our lock is gone: it must not see this one finish under it.
      lockLost.throwIfAborted();
      const sitemapCount = written.isIndex ? written.files.length - 1 : 0;
      current.adopt(await recordSucceeded(db, row.id, { written, contentVersion, warning, synced: syncing && warning === undefined, sitemapCount }));
      logger.info({ trigger, generation: row.id, urls: written.urlCount, sitemaps: sitemapCount, bytes: written.totalBytes }, 'sitemap generated');
      return { success: true, urlCount: written.urlCount, cityCount: written.cityCount, sitemapCount, ...(warning ? { warning } : {}) };
    } catch (err) {
      const error = `Sitemap generation failed: ${errorText(err)}`;
      logger.error({ err, trigger }, 'sitemap generation failed');
      await discardStoredFiles(db, row.id).catch(() => undefined);
      await db.sitemapGeneration.update({ where: { id: row.id }, data: { status: 'failed', finishedAt: new Date(), error } });
      return { success: false, urlCount: 0, cityCount: 0, sitemapCount: 0, error };
    }
  }

  /** Whether the sitemap is behind the data, and why. */
  async function needsRegeneration(): Promise<{ needed: boolean; reason: string | null }> {
    const [state, latest] = await Promise.all([readState(db), latestServable(db)]);
    if (!latest) return { needed: true, reason: 'No sitemap has been generated yet' };
    if (latest.warning) return { needed: true, reason: 'The last generation could not check the cities with the cities service' };
    if (state.contentVersion > latest.contentVersion) return { needed: true, reason: state.lastChangeReason ?? 'The data has changed' };
    return { needed: false, reason: null };
  }

  return {
    /** Generates now (after any generation already running, here or on another replica). */
    generate: (trigger: GenerationTrigger, layout?: SitemapLayout) => exclusive((lockLost) => generate(trigger, layout, lockLost)),

    /**
     * Generates if the sitemap is behind the data, asked again once the lock is held: of
     * replicas starting (or scheduled) together, the first generates and the others find
     * its sitemap current. Null when nothing was needed.
     */
    async generateIfNeeded(trigger: 'start' | 'cron'): Promise<GenerationResult | null> {
      if (!(await needsRegeneration()).needed) return null;
      return exclusive(async (lockLost) => {
        const { needed, reason } = await needsRegeneration();
        if (!needed) return null;
        logger.info({ reason, trigger }, 'sitemap needs regeneration');
        return generate(trigger, undefined, lockLost);
      });
    },

    /** The sitemap to serve, as the database said at most `maxAgeMs` (default 1 s) ago. */
    current: (maxAgeMs?: number) => current.get(maxAgeMs),

    /** Resolves once no generation is running or waiting. */
    idle: () => queue.then(() => undefined),

    /** Lets the generation under way finish, then ends the build thread. */
    close: () => enqueue(() => worker.close()),

    needsRegeneration,

    /** The newest generation, whatever its outcome (for its warning or error). */
    lastGeneration: () => db.sitemapGeneration.findFirst({ where: { status: { not: 'running' } }, orderBy: { id: 'desc' } }),
  };
}
export type SitemapGenerator = ReturnType<typeof createSitemapGenerator>;
