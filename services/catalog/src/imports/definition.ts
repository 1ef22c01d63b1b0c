import type { CatalogImportType, EventEnvelope, TaxonomyKind } from '@local-seo/contracts';
import type { CsvColumn, CsvRow } from '@local-seo/service-kit';
import type { z } from 'zod';
import type { Tx } from '../data/db.js';
import type { Refuse } from './run-import.js';

export interface ImportContext {
  tx: Tx;
  emit: (event: EventEnvelope) => void;
  /** The `source` of the events. */
  source: string;
  skipInvalid: boolean;
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Categories and unit types the file named that did not exist yet. */
  createdTaxonomy?: { kind: TaxonomyKind; name: string }[];
}

/** One run of an import inside its transaction. */
export interface ImportJob<Row> {
  /** Validates one row (a record keyed by column name); an issue's path names the column. */
  row: z.ZodType<Row>;
  /** Writes a batch of valid rows; refuses those the database says are wrong. */
  writeBatch(rows: CsvRow<Row>[], refuse: Refuse): Promise<void>;
  /** After the last batch: what the events and the stale city lists need; answers the counts. */
  finish(): Promise<ImportCounts>;
}

/** An import type of POST /api/import/{type}: its documented columns, a sample, and its job. */
export interface ImportDefinition<Row = unknown> {
  type: CatalogImportType;
  /** What the answer's message calls it, e.g. 'Products'. */
  label: string;
  columns: readonly CsvColumn[];
  sample: ReadonlyArray<Record<string, string>>;
  start(context: ImportContext): Promise<ImportJob<Row>>;
}
