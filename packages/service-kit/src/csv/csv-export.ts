import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A cell a spreadsheet would run as a formula: =, +, - or @ first (tab and carriage
 * return too, which some spreadsheets skip before reading one); or a list separator
 * (',' or ';') followed by one of those, which a spreadsheet reading the file with that
 * separator (';' in fr-CA) splits into a cell of its own that starts with it. An export
 * writes such a cell behind an apostrophe, which spreadsheets show as text, and always
 * in quotes, so no reader splits it; an import takes the apostrophe off again, so an
 * exported file re-imports unchanged.
 */
const formulaStart = /^[=+\-@\t\r]/;
const formulaAfterSeparator = /[,;][ ]*[=+\-@\t\r]/;
/** A plain negative number is no formula: it stays a number for the spreadsheet. */
const negativeNumber = /^-\d+(\.\d+)?$/;

const runsAsFormula = (cell: string): boolean => (formulaStart.test(cell) && !negativeNumber.test(cell)) || formulaAfterSeparator.test(cell);
/** Escaped: one that runs, and one that reads as escaped already ('=x), so the import's unescaping gives it back as it was. */
const needsEscape = (cell: string): boolean => runsAsFormula(cell) || (cell.startsWith("'") && needsEscape(cell.slice(1)));

export const escapeFormula = (cell: string): string => (needsEscape(cell) ? `'${cell}` : cell);
export const unescapeFormula = (cell: string): string => (cell.startsWith("'") && needsEscape(cell.slice(1)) ? cell.slice(1) : cell);

export type CsvCell = string | number | boolean | null | undefined;

/** Quoted when it must be, and always when escaped against a formula (a ';' reader then keeps it whole). */
const quote = (cell: string, escaped: boolean) => (escaped || /[",;\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** One CSV cell: escaped against formulas and quoted where it must be. */
export function csvCell(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  const escaped = escapeFormula(text);
  return quote(escaped, escaped !== text);
}

/** One CSV line (CRLF), every cell escaped against formulas and quoted where it must be. */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** A record's fields as cells, in the order of `fields` (lists and objects as JSON). */
export function cellsOf<T extends object>(record: T, fields: readonly (keyof T & string)[]): CsvCell[] {
  return fields.map((field) => {
    const value = record[field] as unknown;
    if (value instanceof Date) return value.toISOString();
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : (value as CsvCell);
  });
}

/**
 * Answers a list as a CSV download, streamed page by page (a 100,000-row list is never
 * held whole): the header, then each row. A page that fails after the first byte ends
 * the download cut short, which the browser reports as a failed download.
 */
export function sendCsvExport(reply: FastifyReply, filename: string, header: readonly string[], pages: AsyncIterable<readonly (readonly CsvCell[])[]> | Iterable<readonly (readonly CsvCell[])[]>) {
  async function* lines() {
    yield '\uFEFF' + csvLine(header); // the BOM: spreadsheets then read the file as UTF-8
    for await (const rows of pages) if (rows.length > 0) yield rows.map(csvLine).join('');
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/**
 * A list's rows as CSV cells, page by page, read by keyset (each page `after` the key
 * of the previous page's last row) until a page comes back short.
 */
export async function* csvPages<Row, Key>(list: {
  read: (after: Key | undefined, limit: number) => Promise<Row[]>;
  key: (row: Row) => Key;
  cells: (row: Row) => readonly CsvCell[];
  pageSize?: number;
}): AsyncIterable<(readonly CsvCell[])[]> {
  const limit = list.pageSize ?? 2000;
  let after: Key | undefined;
  for (;;) {
    const rows = await list.read(after, limit);
    yield rows.map(list.cells);
    if (rows.length < limit) return;
    after = list.key(rows[rows.length - 1]!);
  }
}
