import type { EventEnvelope } from '@local-seo/contracts';
import { rowForWrite, type VersionedRecord, type VersionedWrite } from '@local-seo/service-kit';
import type { Catalog } from '../catalog.js';
import type { Tx } from '../db.js';

/** A versioned record as a change reads it, with the view the API answers. */
type RecordOf<Row extends { version: number }, View extends { version: number }> = (tx: Tx, id: number) => Omit<VersionedRecord<Row>, 'view'> & { view(row: Row): View };

/** What a change works with: the row it starts from and that row as the API shows it. */
interface VersionedChange<Row extends { version: number }, View> {
  readonly tx: Tx;
  readonly emit: (event: EventEnvelope) => void;
  readonly record: VersionedRecord<Row>;
  readonly before: Row;
  readonly was: View;
}

/**
 * A change of one staff record in one catalog write: it starts from the row rowForWrite
 * gives (412 when If-Match names an older version), runs `work`, and answers the row
 * `work` returns as the API shows it.
 */
export function changeVersioned<Row extends { version: number }, View extends { version: number }>(
  catalog: Catalog,
  recordOf: RecordOf<Row, View>,
  id: number,
  write: VersionedWrite,
  work: (change: VersionedChange<Row, View>) => Promise<Row>,
): Promise<View> {
  return catalog.write(async (tx, emit) => {
    const record = recordOf(tx, id);
    const before = await rowForWrite(tx, id, write, record);
    return record.view(await work({ tx, emit, record, before, was: record.view(before) }));
  });
}
