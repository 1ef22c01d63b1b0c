import { pipeline, Readable, Transform } from 'node:stream';
import type { FieldIssue } from '@local-seo/contracts';
import { parse } from 'csv-parse';
import type { z } from 'zod';
import { badRequest, HttpError } from '../http/errors.js';
import { unescapeFormula } from './csv-export.js';
import { toCsv } from './form.js';

/** A documented column of an import type. */
export interface CsvColumn {
  /** The header as documented and as the template writes it, e.g. 'Unit Type'. */
  name: string;
  required?: boolean;
  /** Other headers accepted for it (older exports, a supplier's own spelling). */
  aliases?: readonly string[];
}

/** What one import type reads: its columns and the rule every row must pass. */
export interface CsvSpec<Row> {
  columns: readonly CsvColumn[];
  /**
   * Turns a record keyed by column name (trimmed text, '' when empty) into a row.
   * An issue's first path element names the column, so refusals point at it.
   */
  row: z.ZodType<Row>;
}

export interface CsvRow<Row> {
  /** The file's line where the record starts (the header is line 1). */
  line: number;
  value: Row;
}

export interface CsvImportReport {
  /** Data rows read (blank lines are not rows). */
  total: number;
  /** Rows handed to `writeBatch`. */
  written: number;
  /** Every refused row's reasons, up to `maxReported`. */
  refused: FieldIssue[];
  /** How many rows were refused (may exceed the reasons listed). */
  refusedRows: number;
}

export interface CsvImportOptions<Row> {
  /** Write the valid rows and report the rest, instead of refusing the whole file. */
  skipInvalid: boolean;
  /** Writes one batch of valid rows; call it inside the import's transaction. */
  writeBatch(rows: CsvRow<Row>[]): Promise<void>;
  batchSize?: number;
  maxReported?: number;
}

const normalizeHeader = (header: string) => header.replace(/^\uFEFF/, '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Streams a CSV through validation into `writeBatch`, so memory stays flat however long
 * the file is. Imports are all or nothing (docs/decisions.md, decision 9): run it inside
 * one transaction; when any row is invalid (and skipInvalid is off) it throws a 422
 * listing the refused rows after reading the whole file, which rolls back whatever was
 * written.
 */
export async function importCsv<Row>(
  input: Readable | string | Buffer,
  spec: CsvSpec<Row>,
  options: CsvImportOptions<Row>,
): Promise<CsvImportReport> {
  const batchSize = options.batchSize ?? 1000;
  const maxReported = options.maxReported ?? 500;
  const report: CsvImportReport = { total: 0, written: 0, refused: [], refusedRows: 0 };
  const refuse = (line: number, field: string, message: string) => {
    if (report.refused.length < maxReported) report.refused.push({ line, field, message });
  };

  const source = typeof input === 'string' || Buffer.isBuffer(input) ? Readable.from([Buffer.from(input)]) : input;
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  // pipeline hands any stage's error (not UTF-8, upload cut off) to the parser's iteration below
  pipeline(source, strictUtf8(), parser, () => {});

  let columns: string[] | undefined; // canonical name per position, '' for an unknown column
  let batch: CsvRow<Row>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await options.writeBatch(rows);
    report.written += rows.length;
  };

  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = matchHeader(record, spec.columns);
        continue;
      }
      report.total++;
      const line = info.lines - countLineBreaks(record);
      if (record.length !== columns.length) {
        report.refusedRows++;
        refuse(line, '(row)', `Row has ${record.length} fields but the header has ${columns.length}`);
        continue;
      }
      const fields: Record<string, string> = Object.fromEntries(spec.columns.map((c) => [c.name, ''])); // absent optional columns read as empty
      columns.forEach((name, i) => {
        if (name) fields[name] = unescapeFormula(record[i] ?? ''); // an export's '=... is =...
      });
      const parsed = spec.row.safeParse(fields);
      if (!parsed.success) {
        report.refusedRows++;
        const seen = new Set<string>();
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '(row)');
          if (!seen.has(field)) refuse(line, field, issue.message);
          seen.add(field);
        }
        continue;
      }
      batch.push({ line, value: parsed.data });
      if (batch.length >= batchSize) await flush();
    }
  } catch (err) {
    throw asFileError(err);
  }
  if (!columns) throw badRequest('The file is empty: it needs a header row and at least one data row');
  if (report.total === 0) throw badRequest('The file has a header row but no data rows');
  if (report.refusedRows > 0 && !options.skipInvalid) throw invalidRows(report);
  await flush();
  return report;
}

/** The 422 of an all-or-nothing import (docs/decisions.md, decision 9): nothing written, every refused row listed. */
export function invalidRows(report: Pick<CsvImportReport, 'refused' | 'refusedRows' | 'total'>): HttpError {
  const rows = report.refusedRows === 1 ? '1 row is' : `${report.refusedRows} rows are`;
  return new HttpError(
    422,
    `${rows} invalid (of ${report.total}); nothing was imported. Correct the file, or import again with skipInvalid=true to write only the valid rows.`,
    report.refused,
  );
}

/** Maps the header row to the import's column names; a missing required column refuses the file. */
function matchHeader(header: string[], columns: readonly CsvColumn[]): string[] {
  const byHeader = new Map<string, string>();
  for (const column of columns) {
    for (const name of [column.name, ...(column.aliases ?? [])]) byHeader.set(normalizeHeader(name), column.name);
  }
  const mapped = header.map((h) => byHeader.get(normalizeHeader(h)) ?? '');
  const missing = columns.filter((c) => c.required && !mapped.includes(c.name)).map((c) => `"${c.name}"`);
  if (missing.length > 0) {
    const expected = columns.map((c) => c.name).join(', ');
    throw badRequest(
      `The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. Expected a header row with: ${expected}`,
      missing.map((name) => ({ line: 1, field: name.slice(1, -1), message: 'Required column is missing' })),
    );
  }
  return mapped;
}

/** Quoted fields may hold line breaks; the record's first line is where it starts. */
const countLineBreaks = (record: string[]) => record.reduce((n, field) => n + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/** Refuses bytes that are not UTF-8 (a Latin-1 or UTF-16 export, a spreadsheet saved as .xlsx). */
function strictUtf8(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        const text = decoder.decode(chunk, { stream: true });
        if (text.includes('\u0000')) throw notCsv();
        done(null, text);
      } catch (err) {
        done(err instanceof HttpError ? err : notUtf8());
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(notUtf8());
      }
    },
  });
}

const notUtf8 = () => badRequest('The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and try again.');
const notCsv = () => new HttpError(415, 'The file is not a CSV text file. Please select a CSV file.');

function asFileError(err: unknown): Error {
  if (err instanceof HttpError) return err;
  const csvError = err as { code?: string; lines?: number; message?: string };
  if (typeof csvError.code === 'string' && csvError.code.startsWith('CSV_')) {
    return badRequest(`The file is not valid CSV near line ${csvError.lines ?? '?'}: ${csvError.message ?? csvError.code}`);
  }
  return err instanceof Error ? err : new Error(String(err));
}

/** A sample file for an import type: the header and a few example rows. */
export function csvTemplate(columns: readonly CsvColumn[], rows: ReadonlyArray<Record<string, string>>): string {
  return toCsv([columns.map((c) => c.name), ...rows.map((row) => columns.map((c) => row[c.name] ?? ''))]);
}
