/**
 * The contractors import as a job of a worker thread (docs/decisions.md, decision 9,
 * unchanged): the CSV is parsed, validated and written here, in one transaction on this
 * thread's own connection, with its event written to the outbox in that same
 * transaction. The main thread only asks the cities service, passes the upload on and answers.
 */
import { defineWorkerJobs, transactWithOutbox, workerDatabase } from '@local-seo/service-kit/worker';
import type { KnownCity } from '../domain/contractor-csv.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { writeContractorImport } from './import-writer.js';

export interface ContractorImportInput {
  databaseUrl: string;
  /** Every city, as the cities service listed them for this import. */
  cities: KnownCity[];
  skipInvalid: boolean;
  /** The `source` of the events: the service's name. */
  source: string;
  timeoutMs: number;
}

const database = workerDatabase((adapter) => new PrismaClient({ adapter }));

export const workerJobs = defineWorkerJobs(
  {
    async import({ databaseUrl, cities, skipInvalid, source, timeoutMs }: ContractorImportInput, { upload, traceparent, origin }) {
      if (!upload) throw new Error('A contractors import needs its file');
      return transactWithOutbox(database.get(databaseUrl), (tx, emit) => writeContractorImport(tx, emit, upload, { cities, skipInvalid, source }), { timeoutMs, traceparent, origin });
    },
  },
  { close: () => database.close() },
);

export type ContractorImportJobs = typeof workerJobs;
