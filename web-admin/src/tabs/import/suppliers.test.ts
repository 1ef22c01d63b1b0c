import { describe, expect, it } from 'vitest';
import { isImportedToV2 } from './suppliers';

describe('a raw supplier', () => {
  it('is imported when added_to_v2 is checked', () => {
    expect(isImportedToV2({ added_to_v2: 'checked' })).toBe(true);
    expect(isImportedToV2({ added_to_v2: ' Checked ' })).toBe(true);
  });

  it('is not imported otherwise', () => {
    expect(isImportedToV2({ added_to_v2: null })).toBe(false);
    expect(isImportedToV2({ added_to_v2: 'unchecked' })).toBe(false);
    expect(isImportedToV2({ added_to_v2: '' })).toBe(false);
  });
});
