import { describe, expect, it } from 'vitest';
import { parseFlag } from './csv-values.js';

describe('parseFlag', () => {
  it.each([['TRUE'], ['yes'], ['1'], ['checked'], ['x']])('%s is true', (cell) => expect(parseFlag(cell)).toBe(true));
  it.each([['false'], ['No'], ['0'], ['inactive']])('%s is false', (cell) => expect(parseFlag(cell)).toBe(false));
  it('an empty cell says nothing', () => expect(parseFlag('  ')).toBeUndefined());
  it('anything else is not a flag', () => expect(parseFlag('maybe')).toBeNull());
});
