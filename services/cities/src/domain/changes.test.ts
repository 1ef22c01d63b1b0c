import { describe, expect, it } from 'vitest';
import { activationOf, changedFields } from './changes.js';

describe('city changes', () => {
  it('names only the fields whose values differ', () => {
    expect(changedFields({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: 2 })).toEqual(['b', 'c']);
  });

  it('ignores bookkeeping fields it is told to', () => {
    expect(changedFields({ a: 1, updated_at: 'x' }, { a: 1, updated_at: 'y' }, ['updated_at'])).toEqual([]);
  });

  it('tells activation and deactivation apart', () => {
    expect(activationOf(false, true)).toBe('activated');
    expect(activationOf(true, false)).toBe('deactivated');
    expect(activationOf(true, true)).toBeNull();
  });
});
