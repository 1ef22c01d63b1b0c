/**
 * The catalog's imports as jobs of a worker thread (docs/decisions.md, decision 9, unchanged):
 * the CSV is parsed, validated and written here, in one transaction on this thread's own
 * connection, with its events written to the outbox in that same transaction. The main
 * thread only passes the upload on and answers.
 */
import type { CatalogImportType } from '@local-seo/contracts';
import { defineWorkerJobs, transactWithOutbox, workerDatabase } from '@local-seo/service-kit/worker';
import { PrismaClient } from '../generated/prisma/client.js';
import type { ImportCounts } from './definition.js';
import { importDefinitions } from './index.js';
import { runCsvImport, type ImportReport } from './run-import.js';

/** One lock for every catalog import: they touch the same rows, so they run one after another. */
const importLock = 0x63617461; // 'cata'

export interface CatalogImportInput {
  databaseUrl: string;
  type: CatalogImportType;
  skipInvalid: boolean;
  /** The `source` of the events: the service's name. */
  source: string;
  timeoutMs: number;
}

export interface CatalogImportOutcome {
  report: ImportReport;
  counts: ImportCounts;
}

const database = workerDatabase((adapter) => new PrismaClient({ adapter }));

export const workerJobs = defineWorkerJobs(
  {
    async import({ databaseUrl, type, skipInvalid, source, timeoutMs }: CatalogImportInput, { upload, traceparent, origin }): Promise<CatalogImportOutcome> {
      const definition = importDefinitions.find((d) => d.type === type);
      if (!definition || !upload) throw new Error(`No import of type ${type} with a file`);
      return transactWithOutbox(
        database.get(databaseUrl),
        async (tx, emit) => {
          await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM pg_advisory_xact_lock($1)`, importLock);
          // Rows a big first import has just written have no statistics yet, and the planner's
          // default guess makes "name_key = ANY(1,000 names)" a full scan per batch: quadratic.
          // The lookups of an import are all by index, so say so for this transaction.
          await tx.$executeRawUnsafe(`SET LOCAL enable_seqscan = off`);
          const job = await definition.start({ tx, emit, source, skipInvalid });
          const report = await runCsvImport(upload, { columns: definition.columns, row: job.row }, { skipInvalid, batchSize: 2000, writeBatch: job.writeBatch });
          return { report, counts: await job.finish() };
        },
        { timeoutMs, traceparent, origin },
      );
    },
  },
  { close: () => database.close() },
);

export type CatalogImportJobs = typeof workerJobs;
