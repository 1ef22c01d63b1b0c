import { describe, expect, it } from 'vitest';
import { addressKey } from './address-check.js';

describe('addressKey (one lookup per address)', () => {
  it('ignores case, outer and repeated spaces', () => {
    expect(addressKey('  70 Dunlop  St E, BARRIE ')).toBe('70 dunlop st e, barrie');
  });
  it('writes a Canadian postal code one way, with or without its space', () => {
    expect(addressKey('L4M1A1')).toBe('l4m 1a1');
    expect(addressKey('l4m 1a1')).toBe('l4m 1a1');
    expect(addressKey('L4M  1A1')).toBe('l4m 1a1');
  });
});
