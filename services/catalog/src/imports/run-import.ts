import type { FieldIssue } from '@local-seo/contracts';
import { HttpError, importCsv, invalidRows, type CsvRow, type CsvSpec } from '@local-seo/service-kit';
import type { Readable } from 'node:stream';
import { z } from 'zod';

/** Refuses one row for a reason only the database knows (unknown location, repeated name...). */
export type Refuse = (line: number, field: string, message: string) => void;

export interface ImportReport {
  total: number;
  refused: FieldIssue[];
  refusedRows: number;
}

const maxReported = 500;
const byLine = (a: FieldIssue, b: FieldIssue) => (a.line ?? 0) - (b.line ?? 0);

/**
 * service-kit's importCsv (streamed parsing, every row validated, the 422 of
 * docs/decisions.md, decision 9), plus refusals decided while writing a batch: a row the database
 * refuses counts as invalid just like one the schema refuses, so the answer lists
 * both and nothing is kept unless skipInvalid is set. Run inside the import's transaction.
 */
export async function runCsvImport<Row>(
  input: Readable | string | Buffer,
  spec: CsvSpec<Row>,
  options: { skipInvalid: boolean; batchSize?: number; writeBatch(rows: CsvRow<Row>[], refuse: Refuse): Promise<void> },
): Promise<ImportReport> {
  const extra: FieldIssue[] = [];
  const extraLines = new Set<number>();
  const refuse: Refuse = (line, field, message) => {
    if (!extraLines.has(line) && extra.length < maxReported) extra.push({ line, field, message });
    extraLines.add(line);
  };
  let checked = 0;
  // Counts the rows the schema saw, for the 422's "N of M" when importCsv itself refuses the file.
  const counted = z.unknown().transform((fields, ctx) => {
    checked++;
    const result = spec.row.safeParse(fields);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

  // One batch is written while importCsv parses and validates the next: the database and
  // the parser work at the same time, and at most two batches are held in memory.
  let inFlight: Promise<void> = Promise.resolve();
  let writeFailure: { error: unknown } | undefined;
  const writeBehind = async (rows: CsvRow<Row>[]) => {
    await inFlight;
    if (writeFailure) throw writeFailure.error;
    inFlight = options.writeBatch(rows, refuse).catch((error: unknown) => void (writeFailure = { error }));
  };

  let report: Awaited<ReturnType<typeof importCsv>>;
  try {
    report = await importCsv(input, { columns: spec.columns, row: counted as z.ZodType<Row> }, {
      skipInvalid: options.skipInvalid,
      batchSize: options.batchSize,
      writeBatch: writeBehind,
    });
    await inFlight;
  } catch (err) {
    await inFlight; // never leave a write running in a transaction that is about to end
    if (writeFailure) throw writeFailure.error;
    if (!(err instanceof HttpError) || err.statusCode !== 422 || extra.length === 0) throw err;
    // importCsv refused rows of its own before the last batch was written: list both kinds.
    const refused = [...(err.details ?? []), ...extra].sort(byLine).slice(0, maxReported);
    const rowLevel = (err.details ?? []).filter((d) => d.field === '(row)').length;
    throw invalidRows({ refused, refusedRows: new Set(refused.map((r) => r.line)).size, total: checked + rowLevel });
  }
  if (writeFailure) throw writeFailure.error;
  const merged = {
    total: report.total,
    refused: [...report.refused, ...extra].sort(byLine).slice(0, maxReported),
    refusedRows: report.refusedRows + extraLines.size,
  };
  if (extraLines.size > 0 && !options.skipInvalid) throw invalidRows(merged);
  return merged;
}
