import { describe, expect, it } from 'vitest';
import { mergeIncoming } from './merge.js';

describe('mergeIncoming', () => {
  const stored = { name: 'Triple Mix', price: '45.00', note: 'kept' as string | null, statusId: 3 as number | null };

  it('replaces stored values with non-empty incoming ones and names the changes', () => {
    const { values, changed } = mergeIncoming(stored, { price: '47.50', note: null });
    expect(values).toEqual({ ...stored, price: '47.50' });
    expect(changed).toEqual(['price']);
  });

  it('keeps stored values where the incoming cell is empty', () => {
    const { values, changed } = mergeIncoming(stored, { note: '  ', statusId: null, price: undefined });
    expect(values).toEqual(stored);
    expect(changed).toEqual([]);
  });

  it('changes nothing when the same values come again', () => {
    expect(mergeIncoming(stored, { ...stored }).changed).toEqual([]);
  });
});
