import { pipeline, Readable, Transform } from 'node:stream';
import type { FieldIssue } from '@local-seo/contracts';
import { CsvError, parse } from 'csv-parse';
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

  let linesRead = 0; // the last line of the last record read: where a file that breaks off broke off
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      linesRead = info.lines;
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
    throw asFileError(err, linesRead + 1);
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

/** What each of csv-parse's refusals of a file means, in the words of someone editing it in a spreadsheet. */
const csvProblems: Record<string, string> = {
  INVALID_OPENING_QUOTE: 'a cell has a quote (") inside it but is not itself in quotes: put the whole cell in quotes and double the quote inside (3/4" Stone is written "3/4"" Stone")',
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed: a quote (") is missing at the end of a cell',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell has more text after its closing quote: double a quote inside a quoted cell ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted cell has more text after its closing quote: double a quote inside a quoted cell ("")',
  CSV_MAX_RECORD_SIZE: 'a row is too long',
};

/**
 * Every way a file can fail to read is the sender's, answered 400 naming the line: any
 * error of csv-parse (its codes do not all start with CSV_: INVALID_OPENING_QUOTE), and an
 * upload that ends before its multipart body does (the file stream breaks off). Only an
 * error of ours (a failed write) stays a server error.
 */
function asFileError(err: unknown, line: number): Error {
  if (err instanceof HttpError) return err;
  if (err instanceof CsvError) {
    const at = typeof (err as { lines?: unknown }).lines === 'number' ? (err as unknown as { lines: number }).lines : line;
    return badRequest(`The file is not valid CSV at line ${at}: ${csvProblems[err.code] ?? err.message}`, [{ line: at, field: '(row)', message: csvProblems[err.code] ?? err.message }]);
  }
  if (isCutShortUpload(err)) {
    return badRequest(`The upload ended early, after line ${line - 1} of the file: its multipart body was cut short (no closing boundary). Send the whole file again.`, [
      { line, field: '(file)', message: 'The upload was cut short here' },
    ]);
  }
  return err instanceof Error ? err : new Error(String(err));
}

/** Busboy's words (through @fastify/multipart) for a multipart body that stops before its closing boundary or in a part's headers. */
const cutShortUpload = /^(Unexpected end of (form|file|multipart data)|Malformed part header|Part terminated early)/i;
const isCutShortUpload = (err: unknown): boolean => err instanceof Error && cutShortUpload.test(err.message);

/** A sample file for an import type: the header and a few example rows. */
export function csvTemplate(columns: readonly CsvColumn[], rows: ReadonlyArray<Record<string, string>>): string {
  return toCsv([columns.map((c) => c.name), ...rows.map((row) => columns.map((c) => row[c.name] ?? ''))]);
}
