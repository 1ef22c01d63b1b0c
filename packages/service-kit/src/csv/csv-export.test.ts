import { describe, expect, it } from 'vitest';
import { csvLine, csvPages, escapeFormula, unescapeFormula } from './csv-export.js';

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
