import { describe, expect, it } from 'vitest';
import { createFailedText, taxonomyTitle } from './taxonomy-text';

describe('the names of categories, unit types and brand statuses', () => {
  it('word the spec failure toasts, with the brand name', () => {
    expect(createFailedText('category', 'Northway')).toBe('Failed to create category');
    expect(createFailedText('unit_type', 'Northway')).toBe('Failed to create unit type');
    expect(createFailedText('brand_status', 'Northway')).toBe('Failed to create Northway status');
  });

  it('title each kind', () => {
    expect(taxonomyTitle('unit_type', 'Northway')).toBe('Unit type');
    expect(taxonomyTitle('brand_status', 'Northway')).toBe('Northway status');
  });
});
