import { describe, expect, it } from 'vitest';
import { dataImportTypes, importPath, importTypeLabel, templatePath } from './import-types';

describe('the import types', () => {
  it('are the spec five, labelled with the brand', () => {
    expect(dataImportTypes.map((type) => importTypeLabel(type, 'Northway'))).toEqual([
      'Products',
      'Weather Suggestions',
      'Northway Products (Location Data)',
      'Northway Products (Correct Categories)',
      'Fix River Rock Category',
    ]);
  });

  it('post to /api/import/{type}, with skipInvalid when only the valid rows are wanted', () => {
    expect(importPath('brand-products')).toBe('/api/import/brand-products');
    expect(importPath('weather-suggestions', true)).toBe('/api/import/weather-suggestions?skipInvalid=true');
    expect(templatePath('fix-river-rock')).toBe('/api/import/fix-river-rock/template');
    expect(importPath('contractors', true)).toBe('/api/import/contractors?skipInvalid=true');
    expect(templatePath('contractors')).toBe('/api/import/contractors/template');
  });
});
