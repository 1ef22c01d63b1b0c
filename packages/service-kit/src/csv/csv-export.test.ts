import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { csvLine, csvPages, escapeFormula, unescapeFormula } from './csv-export.js';
import { importCsv, type CsvRow } from './csv-import.js';

describe('formula escaping', () => {
  it.each(['=1+1', '+1', '-cmd|calc', '@SUM(A1)', '\tx', '\rx'])('writes %j behind an apostrophe and reads it back', (cell) => {
    expect(escapeFormula(cell)).toBe(`'${cell}`);
    expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
  });

  it.each(['Triple Mix', '-79.6903', '-5', '44.38', '', "'quoted", "it's"])('leaves %j as it is', (cell) => {
    expect(escapeFormula(cell)).toBe(cell);
    expect(unescapeFormula(cell)).toBe(cell);
  });
});

/** Cells that a spreadsheet would run, read with ',' or ';' as its list separator. */
const hostileCells = [
  "Mulch;=1+cmd|' /C calc'!A0",
  'Mulch,=1+1',
  'Stone; +SUM(A1)',
  'a;-2+3',
  'x;@SUM(A1)',
  'x;\t=1',
  'x,\r=1',
  '=HYPERLINK("http://evil.example","click")',
  '+1 705 555 0100',
  '-cmd|calc',
  '@SUM(A1)',
  "'=already quoted",
  "''=two apostrophes",
];

describe('cells with a formula behind a list separator', () => {
  it.each(hostileCells.slice(0, 7))('writes %j behind an apostrophe, in quotes', (cell) => {
    expect(escapeFormula(cell)).toBe(`'${cell}`);
    expect(csvLine([cell])).toBe(`"'${cell.replace(/"/g, '""')}"\r\n`);
  });

  it.each(['Mulch; bark', '3,5', 'a;b', "it's"])('leaves %j unescaped', (cell) => {
    expect(escapeFormula(cell)).toBe(cell);
  });

  it('never leaves a cell that starts with a formula character once split on , or ;', () => {
    const line = csvLine(hostileCells);
    // A reader that ignores quotes and splits on either separator: every piece that could
    // run is inside a quoted, apostrophe-led cell, so each cell of the line starts with a quote.
    const cells = line.trimEnd().match(/"(?:[^"]|"")*"|[^,]*/g)!.filter((cell) => cell !== '');
    expect(cells.filter((cell) => !cell.startsWith('"\''))).toEqual([]);
  });

  it('survives the export and import round trip unchanged', async () => {
    const file = `Name\r\n${hostileCells.map((cell) => csvLine([cell])).join('')}`;
    const read: CsvRow<string>[] = [];
    await importCsv(file, { columns: [{ name: 'Name', required: true }], row: z.object({ Name: z.string() }).transform((r) => r.Name) }, {
      skipInvalid: false,
      writeBatch: async (rows) => void read.push(...rows),
    });
    // The import trims cells (as spreadsheets' exports pad them), so leading whitespace after the apostrophe stays.
    expect(read.map((row) => row.value)).toEqual(hostileCells);
  });
});

describe('csvLine', () => {
  it('quotes what must be quoted, writes null as empty and ends with CRLF', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', null, undefined, 12.5, true, ' padded'])).toBe('"a,b","say ""hi""","two\nlines",,,12.5,true," padded"\r\n');
  });

  it('escapes a formula before quoting', () => {
    expect(csvLine(['=HYPERLINK("x")'])).toBe('"\'=HYPERLINK(""x"")"\r\n');
  });
});

describe('csvPages', () => {
  it('reads by keyset until a page comes back short', async () => {
    const ids = Array.from({ length: 5 }, (_, i) => i + 1);
    const asked: (number | undefined)[] = [];
    const pages = [];
    for await (const page of csvPages({
      read: async (after: number | undefined, limit) => {
        asked.push(after);
        return ids.filter((id) => id > (after ?? 0)).slice(0, limit);
      },
      key: (id) => id,
      cells: (id) => [id],
      pageSize: 2,
    })) {
      pages.push(page);
    }
    expect(pages).toEqual([[[1], [2]], [[3], [4]], [[5]]]);
    expect(asked).toEqual([undefined, 2, 4]);
  });
});
