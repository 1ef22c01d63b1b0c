import type { Db } from '../data/db.js';
import type { SitemapOutput, WrittenFile } from './sitemap-writer.js';

/**
 * The generated files in the database (sitemap_files), which every replica serves.
 * A generation's files are stored one by one as they are written, while it is
 * running; no replica serves a generation before the transaction that checks its
 * files and marks it succeeded has committed, so a half-written one is never seen.
 *
 * They are stored through `pg` (connectPg), which sends the content as a binary
 * parameter: through Prisma a 5 MiB file took three times as long (bench/README.md).
 */
export function storedFilesOf(client: { query(text: string, values: unknown[]): Promise<unknown> }, generationId: number): SitemapOutput {
  return {
    async put(name, content) {
      await client.query('INSERT INTO sitemap_files (generation_id, name, content, bytes) VALUES ($1, $2, $3, $4)', [
        generationId,
        name,
        content,
        content.length,
      ]);
    },
  };
}

/**
 * Bytes read per query. The database client converts each answer on the calling thread (the
 * main one, which answers the pages too): a 5 MiB file read at once held it for a long while,
 * read in these pieces it lets other requests in between.
 */
const readChunkBytes = 256 * 1024;

/** One stored file, or null when its generation's files have been pruned (or it is no file of it). */
export async function readStoredFile(db: Db, generationId: number, name: string): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let size: number | undefined;
  for (let offset = 0; size === undefined || offset < size; offset += readChunkBytes) {
    const [row] = await db.$queryRawUnsafe<Array<{ bytes: number; part: Uint8Array }>>(
      `SELECT bytes, substring(content FROM $3::int FOR $4::int) AS part FROM sitemap_files WHERE generation_id = $1 AND name = $2`,
      generationId,
      name,
      offset + 1,
      readChunkBytes,
    );
    if (!row) return null;
    size = row.bytes;
    parts.push(Buffer.from(row.part.buffer, row.part.byteOffset, row.part.byteLength));
  }
  return Buffer.concat(parts, size);
}

/** Before a generation is marked succeeded, in that transaction: every file it wrote is stored, whole. */
export async function assertAllStored(tx: Db, generationId: number, files: readonly WrittenFile[]): Promise<void> {
  const stored = await tx.sitemapFile.findMany({ where: { generationId }, select: { name: true, bytes: true } });
  const sizes = new Map(stored.map((file) => [file.name, file.bytes]));
  const missing = files.filter((file) => sizes.get(file.name) !== file.bytes).map((file) => file.name);
  if (missing.length > 0 || stored.length !== files.length) {
    throw new Error(`The stored files do not match the files written (${missing.join(', ') || 'extra files'})`);
  }
}

/**
 * Keeps the files of the generation just succeeded and of the one it replaces (a replica
 * that read the latest generation a moment before may still be loading its files), and
 * removes every other generation's: older ones, failed and interrupted ones.
 */
export async function pruneStoredFiles(tx: Db, currentId: number): Promise<number> {
  return tx.$executeRawUnsafe(
    `DELETE FROM sitemap_files
      WHERE generation_id <> $1
        AND generation_id IS DISTINCT FROM (SELECT max(id) FROM sitemap_generations WHERE status = 'succeeded' AND id < $1)`,
    currentId,
  );
}

/** Removes a failed generation's files (what the writer stored before the failure). */
export async function discardStoredFiles(db: Db, generationId: number): Promise<void> {
  await db.sitemapFile.deleteMany({ where: { generationId } });
}
