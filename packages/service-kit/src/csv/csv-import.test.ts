import { rejectionOf } from '@local-seo/testing/rejection';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { createHttpApp } from '../http/app.js';
import { createLogger } from '../logger.js';
import { csvTemplate, importCsv, type CsvRow, type CsvSpec } from './csv-import.js';
import { csvUploadBody } from './form.js';
import { csvUpload, registerCsvUploads } from './upload.js';

const spec: CsvSpec<{ name: string; price: number | null; category: string }> = {
  columns: [
    { name: 'Product', required: true },
    { name: 'Price' },
    { name: 'Category', required: true, aliases: ['Product Category'] },
  ],
  row: z.object({
    Product: z.string().min(1, 'Product name is required'),
    Price: z
      .string()
      .transform((v) => (v === '' ? null : Number(v)))
      .refine((v) => v === null || Number.isFinite(v), 'Price must be a number'),
    Category: z.string().min(1, 'Category is required'),
  }).transform((r) => ({ name: r.Product, price: r.Price, category: r.Category })),
};

async function run(input: string | Buffer, skipInvalid = false, batchSize = 2) {
  const written: CsvRow<{ name: string; price: number | null; category: string }>[] = [];
  const report = await importCsv(input, spec, { skipInvalid, batchSize, writeBatch: async (rows) => void written.push(...rows) });
  return { report, written };
}

const refusal = (input: string | Buffer, skipInvalid = false) => rejectionOf(run(input, skipInvalid), HttpError);

describe('importCsv', () => {
  it('reads a BOM, CRLF line ends, quoted fields with commas, quotes and line breaks, and accents', async () => {
    const file = '\uFEFFProduct,Price,Category\r\n"Pierre, décorative","12.50",Stone\r\n"Topsoil ""Premium""\nscreened",,Soil\r\n';
    const { report, written } = await run(file);
    expect(report).toEqual({ total: 2, written: 2, refused: [], refusedRows: 0 });
    expect(written).toEqual([
      { line: 2, value: { name: 'Pierre, décorative', price: 12.5, category: 'Stone' } },
      { line: 3, value: { name: 'Topsoil "Premium"\nscreened', price: null, category: 'Soil' } },
    ]);
  });

  it('matches headers whatever their case, spacing or alias, and ignores unknown columns', async () => {
    const { written } = await run(' product , PRODUCT  CATEGORY,Notes\nMulch,Mulch,x\n');
    expect(written[0]!.value).toEqual({ name: 'Mulch', price: null, category: 'Mulch' });
  });

  it('refuses a file without a required column, naming it', async () => {
    const error = await refusal('Product,Price\nMulch,3\n');
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('The file has no "Category" column. Expected a header row with: Product, Price, Category');
  });

  it('refuses the whole file when a row is invalid, listing line, column and reason', async () => {
    const error = await refusal('Product,Price,Category\nMulch,3,Mulch\n,4,Soil\nSand,abc,\nGravel,1\n');
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/^3 rows are invalid \(of 4\); nothing was imported/);
    expect(error.details).toEqual([
      { line: 3, field: 'Product', message: 'Product name is required' },
      { line: 4, field: 'Price', message: 'Price must be a number' },
      { line: 4, field: 'Category', message: 'Category is required' },
      { line: 5, field: '(row)', message: 'Row has 2 fields but the header has 3' },
    ]);
  });

  it('writes only the valid rows with skipInvalid, and reports the rest', async () => {
    const { report, written } = await run('Product,Price,Category\nMulch,3,Mulch\n,4,Soil\nSand,2,Sand\n', true);
    expect(written.map((r) => r.value.name)).toEqual(['Mulch', 'Sand']);
    expect(report).toMatchObject({ total: 3, written: 2, refusedRows: 1 });
  });

  it('refuses text that is not UTF-8, binary files, empty files and malformed quoting', async () => {
    const latin1 = Buffer.from('Product,Price,Category\nPierre d\xe9corative,1,Stone\n', 'latin1');
    expect((await refusal(latin1)).message).toMatch(/not UTF-8/);
    expect((await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).statusCode).toBe(415);
    expect((await refusal('')).message).toMatch(/empty/);
    expect((await refusal('Product,Price,Category\n')).message).toMatch(/no data rows/);
    expect((await refusal('Product,Price,Category\n"Mulch,3,Mulch\n')).message).toMatch(/not valid CSV/);
  });

  it('refuses every malformed quoting with 400 naming the line, whatever csv-parse calls it', async () => {
    const strayQuote = await refusal('Product,Price,Category\nMulch,3,Mulch\n3/4" Clear Stone,12,Stone\n');
    expect(strayQuote.statusCode).toBe(400);
    expect(strayQuote.message).toMatch(/^The file is not valid CSV at line 3: a cell has a quote/);
    expect(strayQuote.details).toEqual([expect.objectContaining({ line: 3 })]);
    const afterClosing = await refusal('Product,Price,Category\n"Mulch"x,3,Mulch\n');
    expect([afterClosing.statusCode, afterClosing.message]).toEqual([400, expect.stringMatching(/at line 2: a quoted cell has more text after its closing quote/)]);
    const unclosed = await refusal('Product,Price,Category\nMulch,3,Mulch\n"Sand,4,Sand\n');
    expect([unclosed.statusCode, unclosed.message]).toEqual([400, expect.stringMatching(/at line \d: a quoted cell is never closed/)]);
  });

  it('refuses an upload whose multipart body is cut short with 400 naming the line it reached', async () => {
    const app = createHttpApp({ logger: createLogger('silent'), readiness: {} });
    await registerCsvUploads(app);
    app.post('/import', async (request) => {
      const { stream } = await csvUpload(request);
      return importCsv(stream, spec, { skipInvalid: false, writeBatch: async () => {} });
    });
    const rows = Array.from({ length: 2000 }, (_, i) => `Product ${i},${i},Stone`).join('\r\n');
    const { payload, headers } = await csvUploadBody(`Product,Price,Category\r\n${rows}\r\n`, 'products.csv');
    const closing = payload.lastIndexOf(Buffer.from('\r\n--'));
    const answer = await app.inject({ method: 'POST', url: '/import', headers, payload: payload.subarray(0, closing - 20) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^The upload ended early, after line \d+ of the file: its multipart body was cut short/);
    const whole = await app.inject({ method: 'POST', url: '/import', headers, payload });
    expect(whole.json()).toMatchObject({ total: 2000, written: 2000 });
    await app.close();
  });
});

describe('csvTemplate', () => {
  it('writes the header and quotes what needs quoting', () => {
    expect(csvTemplate(spec.columns, [{ Product: 'Stone, river', Price: '3', Category: 'River Rock' }])).toBe(
      'Product,Price,Category\r\n"Stone, river",3,River Rock\r\n',
    );
  });
});
