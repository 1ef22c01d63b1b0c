import type { PrismaClient, SitemapGeneration } from '../generated/prisma/client.js';
import type { WrittenFile } from './sitemap-writer.js';
import { readStoredFile } from './stored-files.js';

/** The sitemap being served: the latest generation that succeeded, on whichever replica it ran. */
export interface CurrentSitemap {
  generationId: number;
  generatedAt: Date;
  files: ReadonlyMap<string, WrittenFile>;
  isIndex: boolean;
  urlCount: number;
  cityCount: number;
  /** Numbered sitemaps under the index; 0 for a single file. */
  sitemapCount: number;
  totalBytes: number;
  /** A file's content, read from the database once and kept while this generation is served; null once pruned. */
  read(name: string): Promise<Buffer | null>;
}

/**
 * How long a replica serves the generation it knows before asking the database whether
 * a newer one succeeded (on another replica): one indexed query a second at most while
 * requests come, none while idle, and no connection or subscription of its own to keep.
 */
export const currentCheckMs = 1_000;

/** The latest generation that succeeded and has its files stored (not one made before they were kept in the database). */
export const latestServable = (db: PrismaClient) =>
  db.sitemapGeneration.findFirst({ where: { status: 'succeeded', contents: { some: {} } }, orderBy: { id: 'desc' } });

type StoredFileList = Array<Omit<WrittenFile, 'lastmod'> & { lastmod: string | null }>;

function viewOf(db: PrismaClient, row: SitemapGeneration): CurrentSitemap {
  const files = ((row.files ?? []) as StoredFileList).map((file) => ({ ...file, lastmod: file.lastmod ? new Date(file.lastmod) : null }));
  const contents = new Map<string, Promise<Buffer | null>>();
  return {
    generationId: row.id,
    generatedAt: row.finishedAt ?? row.startedAt,
    files: new Map(files.map((file) => [file.name, file])),
    isIndex: row.sitemapCount > 0,
    urlCount: row.urlCount,
    cityCount: row.cityCount,
    sitemapCount: row.sitemapCount,
    totalBytes: Number(row.totalBytes),
    read(name) {
      let content = contents.get(name);
      if (!content) {
        content = readStoredFile(db, row.id, name);
        contents.set(name, content);
        // Only a file found is kept: a failed read is tried again by the next request.
        const forget = () => contents.delete(name);
        void content.then((found) => found ?? forget(), forget);
      }
      return content;
    },
  };
}

/**
 * What this replica serves: the latest succeeded generation as the database said at most
 * `currentCheckMs` ago (or as this replica just made it), with the files read so far kept
 * in memory for as long as that generation is current.
 */
export function createCurrentSitemap(db: PrismaClient) {
  let known: CurrentSitemap | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<CurrentSitemap | null> | null = null;
  // A check that began before a generation was adopted must not put the older one back.
  let adoptions = 0;

  const keep = (row: SitemapGeneration | null) => (row && known?.generationId === row.id ? known : row && viewOf(db, row));

  async function check(): Promise<CurrentSitemap | null> {
    const startedAt = performance.now();
    const seen = adoptions;
    let row: SitemapGeneration | null;
    try {
      row = await latestServable(db);
    } catch (err) {
      // The database away: what is known is still a whole generation, served until it answers (asked again in a second).
      if (!known) throw err;
      checkedAt = startedAt;
      return known;
    }
    if (seen === adoptions) {
      known = keep(row);
      checkedAt = startedAt;
    }
    return known;
  }

  return {
    /** The sitemap to serve, checked with the database if the last check is older than `maxAgeMs`. */
    get(maxAgeMs = currentCheckMs): Promise<CurrentSitemap | null> {
      if (performance.now() - checkedAt < maxAgeMs) return Promise.resolve(known);
      checking ??= check().finally(() => (checking = null));
      return checking;
    },

    /** A generation this replica has just marked succeeded: served at once. */
    adopt(row: SitemapGeneration): CurrentSitemap {
      adoptions += 1;
      known = keep(row)!;
      checkedAt = performance.now();
      return known;
    },
  };
}
export type CurrentSitemapSource = ReturnType<typeof createCurrentSitemap>;
