import { contractorDirectoryChanged, importTimeLimitsMs, type ContractorImportResult } from '@local-seo/contracts';
import { csvUpload, importCsv, sendCsvTemplate, skipInvalidRequested, uploadRouteConfig, type ServiceContext } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CityDirectory } from '../cities.js';
import { cityFinder, contractorColumns, contractorCsvSpec, contractorSampleRows } from '../domain/contractor-csv.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { contractorBatchWriter, type ImportTally } from '../import-writer.js';

/** A long file is written in one transaction (decision 9): give it time. */
const importTimeoutMs = importTimeLimitsMs.contractors;

/** `POST /api/import/contractors`: authentic contractors (our own data) from a CSV, all or nothing. */
export function registerImportRoutes(app: FastifyInstance, ctx: ServiceContext<PrismaClient>, cities: CityDirectory): void {
  app.get('/api/import/contractors/template', (_request, reply) =>
    sendCsvTemplate(reply, 'contractors-template.csv', contractorColumns, contractorSampleRows),
  );

  app.post('/api/import/contractors', { config: uploadRouteConfig }, async (request): Promise<ContractorImportResult> => {
    const { stream } = await csvUpload(request);
    const skipInvalid = skipInvalidRequested(request);
    let known;
    try {
      known = await cities.all();
    } catch (err) {
      stream.resume(); // let the upload drain; the answer says why nothing was read
      throw err;
    }
    const spec = contractorCsvSpec(cityFinder(known));
    const tally: ImportTally = { created: 0, updated: 0, unchanged: 0, cityIds: new Set() };
    const report = await ctx.transact(
      async (tx, emit) => {
        // One import at a time, so two uploads of a file never both create its rows.
        await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(4243, 0)');
        const result = await importCsv(stream, spec, { skipInvalid, writeBatch: contractorBatchWriter(tx, tally), batchSize: 500 });
        if (tally.cityIds.size > 0) emit(contractorDirectoryChanged.create({ cityIds: [...tally.cityIds].sort((a, b) => a - b), reason: 'imported' }, ctx.name));
        return result;
      },
      { timeoutMs: importTimeoutMs },
    );
    const skipped = report.refusedRows > 0 ? `, ${report.refusedRows} invalid rows skipped` : '';
    return {
      message: `Imported ${report.written} contractors: ${tally.created} created, ${tally.updated} updated, ${tally.unchanged} unchanged${skipped}`,
      created: tally.created,
      updated: tally.updated,
      unchanged: tally.unchanged,
      refused: report.refused,
    };
  });
}
