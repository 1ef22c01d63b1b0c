import { describe, expect, it } from 'vitest';
import { isCsvFile } from './csv-file';

describe('the chosen import file', () => {
  it('is a CSV by its media type or its .csv name', () => {
    expect(isCsvFile({ name: 'products.csv', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'PRODUCTS.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true);
  });

  it('is refused when it is another kind of file', () => {
    expect(isCsvFile({ name: 'products.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
    expect(isCsvFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
  });
});
