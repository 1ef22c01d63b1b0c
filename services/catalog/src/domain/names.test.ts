import { describe, expect, it } from 'vitest';
import { cleanCategoryName, cleanProductName, collapseWhitespace, nameKey, plural } from './names.js';

describe('nameKey', () => {
  it('compares names case-insensitively with whitespace collapsed', () => {
    expect(nameKey('  Triple   Mix\tSoil ')).toBe('triple mix soil');
    expect(nameKey('TRIPLE MIX SOIL')).toBe(nameKey('triple mix  soil'));
  });
  it('collapses line breaks too', () => {
    expect(collapseWhitespace('a\r\n b')).toBe('a b');
  });
});

describe('cleanProductName', () => {
  it.each([
    ['  Premium   Topsoil ', 'Premium Topsoil'],
    ['"Triple Mix"', 'Triple Mix'],
    ['""Black Mulch""', 'Black Mulch'],
    ["'Cedar Mulch'", 'Cedar Mulch'],
    ['\u201CRiver Rock\u201D', 'River Rock'],
    ['"Pea Gravel', 'Pea Gravel'],
    ['Pea Gravel"', 'Pea Gravel'],
    ["'Limestone Screenings", 'Limestone Screenings'],
    ['" "Red Mulch" "', 'Red Mulch'],
  ])('cleans %j to %j', (input, expected) => {
    expect(cleanProductName(input)).toBe(expected);
  });

  it.each([['3/4" Clear Stone'], ['Clear Stone 3/4"'], ["Gardener's Mix"], ['2" - 4" River Rock'], ["Growers' Blend"]])(
    'keeps the quotes that mean something in %j',
    (input) => {
      expect(cleanProductName(input)).toBe(input);
    },
  );

  it('leaves a clean name as it is', () => {
    expect(cleanProductName('Screened Topsoil')).toBe('Screened Topsoil');
  });
});

describe('cleanCategoryName', () => {
  it('strips quotes and trims', () => {
    expect(cleanCategoryName(' "Mulch" ')).toBe('Mulch');
    expect(cleanCategoryName("'Sand'")).toBe('Sand');
    expect(cleanCategoryName('""')).toBe('');
  });
});

describe('plural', () => {
  it('says one thing, or many, with its noun', () => {
    expect(plural(1, 'row')).toBe('1 row');
    expect(plural(0, 'row')).toBe('0 rows');
    expect(plural(2, 'duplicate product')).toBe('2 duplicate products');
    expect(plural(3, 'city', 'cities')).toBe('3 cities');
  });
});
