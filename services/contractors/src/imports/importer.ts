import { importTimeLimitsMs, type ContractorImportResult } from '@local-seo/contracts';
import { createWorkerJobs } from '@local-seo/service-kit';
import type { Readable } from 'node:stream';
import type { CityDirectory } from '../data/cities.js';
import type { ContractorImportJobs } from './import-worker.js';
import type { Context } from '../data/db.js';

export interface ContractorImporter {
  /**
   * `POST /api/import/contractors`: authentic contractors (our own data) from a CSV, all
   * or nothing (or the valid rows with `skipInvalid`), in one transaction given the
   * import's own time limit (docs/decisions.md, decision 9).
   */
  importFile(stream: Readable, options: { skipInvalid: boolean }): Promise<ContractorImportResult>;
  close(): Promise<void>;
}

/**
 * The import runs in a worker thread (import-worker.ts): parsing, validating and writing
 * a large file never hold up the pages and lists this process serves. The thread starts
 * with the first import and ends a minute after the last.
 */
export function createContractorImporter(ctx: Context, cities: CityDirectory): ContractorImporter {
  const worker = createWorkerJobs<ContractorImportJobs>({
    module: new URL('./import-worker.js', import.meta.url),
    name: 'contractor imports',
    logger: ctx.logger,
  });
  return {
    async importFile(stream, { skipInvalid }) {
      let known;
      try {
        known = await cities.all();
      } catch (err) {
        stream.resume(); // let the upload drain; the answer says why nothing was read
        throw err;
      }
      const { report, counts } = await worker.run(
        'import',
        {
          databaseUrl: ctx.databaseUrl,
          cities: known.map(({ id, url_slug, city_name }) => ({ id, url_slug, city_name })),
          skipInvalid,
          source: ctx.name,
          timeoutMs: importTimeLimitsMs.contractors,
        },
        { upload: stream },
      );
      ctx.outboxWritten(); // committed: its event is in the outbox
      const skipped = report.refusedRows > 0 ? `, ${report.refusedRows} invalid rows skipped` : '';
      return {
        message: `Imported ${report.written} contractors: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged${skipped}`,
        ...counts,
        refused: report.refused,
      };
    },
    close: () => worker.close(),
  };
}
