import { importTimeLimitsMs, type ImportResult } from '@local-seo/contracts';
import { createWorkerJobs } from '@local-seo/service-kit';
import type { Readable } from 'node:stream';
import type { Catalog } from '../data/catalog.js';
import { plural } from '../domain/index.js';
import type { ImportDefinition } from './definition.js';
import type { CatalogImportJobs } from './import-worker.js';

export interface Importer {
  /**
   * Imports one CSV file in one transaction (a 100,000-row file over a slow upload must
   * still fit in it): every row validated, nothing written when a row is invalid unless
   * `skipInvalid`; answers what was created, updated, left unchanged and refused.
   */
  importFile(definition: ImportDefinition, upload: { filename: string; stream: Readable }, skipInvalid: boolean): Promise<ImportResult>;
  close(): Promise<void>;
}

/**
 * The imports run in a worker thread (import-worker.ts): the parsing, validation and
 * writing of 100,000 rows never hold up the pages this process serves. The thread
 * starts with the first import and ends a minute after the last.
 */
export function createImporter(catalog: Catalog): Importer {
  const worker = createWorkerJobs<CatalogImportJobs>({
    module: new URL('./import-worker.js', import.meta.url),
    name: 'catalog imports',
    logger: catalog.ctx.logger,
  });
  return {
    async importFile(definition, upload, skipInvalid) {
      const { ctx } = catalog;
      const { report, counts } = await worker.run(
        'import',
        { databaseUrl: ctx.databaseUrl, type: definition.type, skipInvalid, source: ctx.name, timeoutMs: importTimeLimitsMs.catalog },
        { upload: upload.stream },
      );
      // Committed: its events are in the outbox, the city lists it touched marked stale.
      ctx.outboxWritten();
      catalog.refresher.wake();
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
    },
    close: () => worker.close(),
  };
}
