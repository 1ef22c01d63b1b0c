import { importTimeLimitsMs, type ImportResult } from '@local-seo/contracts';
import type { Readable } from 'node:stream';
import type { Catalog } from '../catalog.js';
import { plural } from '../domain/index.js';
import type { ImportDefinition } from './definition.js';
import { runCsvImport } from './run-import.js';

/** One lock for every catalog import: they touch the same rows, so they run one after another. */
const importLock = 0x63617461; // 'cata'

/**
 * Imports one CSV file in one transaction (a 100,000-row file over a slow upload must
 * still fit in it): every row validated, nothing written when a row is invalid unless
 * `skipInvalid`; answers what was created, updated, left unchanged and refused.
 */
export async function importFile(
  catalog: Catalog,
  definition: ImportDefinition,
  upload: { filename: string; stream: Readable },
  skipInvalid: boolean,
): Promise<ImportResult> {
  const { report, counts } = await catalog.write(
    async (tx, emit) => {
      await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM pg_advisory_xact_lock($1)`, importLock);
      // Rows a big first import has just written have no statistics yet, and the planner's
      // default guess makes "name_key = ANY(1,000 names)" a full scan per batch: quadratic.
      // The lookups of an import are all by index, so say so for this transaction.
      await tx.$executeRawUnsafe(`SET LOCAL enable_seqscan = off`);
      const job = await definition.start({ tx, emit, source: catalog.ctx.name, skipInvalid });
      const report = await runCsvImport(upload.stream, { columns: definition.columns, row: job.row }, { skipInvalid, batchSize: 2000, writeBatch: job.writeBatch });
      return { report, counts: await job.finish() };
    },
    { timeoutMs: importTimeLimitsMs.catalog },
  );
  const parts = [`${counts.created} created`, `${counts.updated} updated`, `${counts.unchanged} unchanged`];
  if (report.refusedRows > 0) parts.push(`${plural(report.refusedRows, 'row')} refused`);
  const taxonomy = counts.createdTaxonomy ?? [];
  if (taxonomy.length > 0) parts.push(`new: ${taxonomy.map((t) => t.name).join(', ')}`);
  return {
    message: `${definition.label} imported from ${upload.filename}: ${parts.join(', ')}`,
    created: counts.created,
    updated: counts.updated,
    unchanged: counts.unchanged,
    refused: report.refused,
    ...(counts.createdTaxonomy ? { created_taxonomy: counts.createdTaxonomy } : {}),
  };
}
