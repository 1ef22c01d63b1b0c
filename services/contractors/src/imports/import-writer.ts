import { contractorDirectoryChanged, type EventEnvelope } from '@local-seo/contracts';
import { HttpError, importCsv, type CsvImportReport, type CsvRow } from '@local-seo/service-kit/worker';
import type { Readable } from 'node:stream';
import { cityFinder, contractorCsvSpec, type ContractorRow, type KnownCity } from '../domain/contractor-csv.js';
import type { Contractor } from '../generated/prisma/client.js';
import type { Tx } from '../data/db.js';

interface ImportTally {
  created: number;
  updated: number;
  unchanged: number;
  cityIds: Set<number>;
}

const keyOf = (r: { cityId: number; industrySector: string; nameKey: string | null }) => `${r.cityId}|${r.industrySector}|${r.nameKey}`;
const placeKeyOf = (r: { cityId: number; industrySector: string; googlePlacesId: string | null }) => `${r.cityId}|${r.industrySector}|${r.googlePlacesId}`;

/** The stored fields a row sets, to tell an update from no change. */
const comparedFields = [
  'name', 'address', 'phone', 'website', 'email', 'linkedin', 'contactPerson', 'notes', 'brandAccount', 'landscapeOntarioMember',
  'emailTracking', 'goodEmail', 'competition', 'snowRemovalContractor', 'totalRatings', 'googlePlacesId', 'verified', 'active',
] as const satisfies ReadonlyArray<keyof ContractorRow & keyof Contractor>;

function sameAsStored(row: ContractorRow, stored: Contractor): boolean {
  if ((stored.rating?.toNumber() ?? null) !== row.rating) return false;
  return comparedFields.every((field) => row[field] === stored[field]);
}

/**
 * Writes one batch of authentic contractors inside the import's transaction.
 * A row matches the contractor of the same city, industry and name (a
 * re-import changes nothing), or a template contractor with its place id (which
 * it turns into our own record rather than adding a second one).
 */
function contractorBatchWriter(tx: Tx, tally: ImportTally) {
  return async (batch: CsvRow<ContractorRow>[]) => {
    const rows = batch.map((r) => r.value);
    const placeIds = rows.map((r) => r.googlePlacesId).filter((id): id is string => id !== null);
    const existing = await tx.contractor.findMany({
      where: {
        OR: [
          { isTemplate: false, nameKey: { in: rows.map((r) => r.nameKey) } },
          ...(placeIds.length > 0 ? [{ googlePlacesId: { in: placeIds } }] : []),
        ],
      },
    });
    const byName = new Map(existing.filter((c) => !c.isTemplate).map((c) => [keyOf(c), c]));
    const byPlace = new Map<string, { id: number; name: string | null; isTemplate: boolean }>(
      existing.filter((c) => c.googlePlacesId).map((c) => [placeKeyOf(c), c]),
    );
    const lastUpdated = new Date();
    const record = (row: ContractorRow) => ({ ...row, dataSource: 'authentic' as const, isTemplate: false, lastUpdated });
    /** New contractors of this batch, written at once at its end. */
    const toCreate = new Map<string, ContractorRow>();

    for (const { line, value: row } of batch) {
      const key = keyOf(row);
      const pending = toCreate.get(key);
      if (pending) {
        // The same contractor twice in one file: the later row wins, as if written in turn.
        if (sameRow(pending, row)) tally.unchanged++;
        else {
          toCreate.set(key, row);
          tally.updated++;
        }
        continue;
      }
      const samePlace = row.googlePlacesId ? byPlace.get(placeKeyOf(row)) : undefined;
      const stored = byName.get(key);
      if (samePlace && samePlace.id !== stored?.id) {
        if (!samePlace.isTemplate) {
          throw new HttpError(422, `Line ${line}: Google Place ID ${row.googlePlacesId} is already "${samePlace.name}"'s; nothing was imported.`, [
            { line, field: 'Google Place ID', message: `Already used by "${samePlace.name}" in this city and industry` },
          ]);
        }
        await tx.contractor.delete({ where: { id: samePlace.id } }); // our own record replaces the template one
        byPlace.delete(placeKeyOf(row));
      }
      if (row.googlePlacesId) byPlace.set(placeKeyOf(row), { id: stored?.id ?? -1, name: row.name, isTemplate: false });
      if (stored && sameAsStored(row, stored)) {
        tally.unchanged++;
        continue;
      }
      if (stored) {
        byName.set(key, await tx.contractor.update({ where: { id: stored.id }, data: record(row) }));
        tally.updated++;
      } else {
        toCreate.set(key, row);
        tally.created++;
      }
      tally.cityIds.add(row.cityId);
    }
    if (toCreate.size > 0) await tx.contractor.createMany({ data: [...toCreate.values()].map(record) });
  };
}

const sameRow = (a: ContractorRow, b: ContractorRow) => a.rating === b.rating && comparedFields.every((field) => a[field] === b[field]);

export interface ContractorImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * Reads, validates and writes one contractors CSV inside the import's transaction `tx`
 * (run in the import worker thread: import-worker.ts), all or nothing (or the valid rows
 * with `skipInvalid`), emitting one directory change for the cities it touched.
 */
export async function writeContractorImport(
  tx: Tx,
  emit: (event: EventEnvelope) => void,
  upload: Readable,
  { cities, skipInvalid, source }: { cities: KnownCity[]; skipInvalid: boolean; source: string },
): Promise<{ report: CsvImportReport; counts: ContractorImportCounts }> {
  const spec = contractorCsvSpec(cityFinder(cities));
  const tally: ImportTally = { created: 0, updated: 0, unchanged: 0, cityIds: new Set() };
  // One import at a time, so two uploads of a file never both create its rows.
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(4243, 0)');
  const report = await importCsv(upload, spec, { skipInvalid, writeBatch: contractorBatchWriter(tx, tally), batchSize: 500 });
  if (tally.cityIds.size > 0) emit(contractorDirectoryChanged.create({ cityIds: [...tally.cityIds].sort((a, b) => a - b), reason: 'imported' }, source));
  return { report, counts: { created: tally.created, updated: tally.updated, unchanged: tally.unchanged } };
}
