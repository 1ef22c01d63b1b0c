import { expectAnswers, expectExamples } from '@local-seo/testing/examples';
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
  it('collapses whitespace and strips the quotes around a name, however many', () => {
    expectExamples(cleanProductName, { '  Premium   Topsoil ': 'Premium Topsoil', '"Triple Mix"': 'Triple Mix', "'Cedar Mulch'": 'Cedar Mulch' });
    expectExamples(cleanProductName, { '""Black Mulch""': 'Black Mulch', '\u201CRiver Rock\u201D': 'River Rock', '" "Red Mulch" "': 'Red Mulch' });
  });

  it('drops a quote without its partner', () => {
    expectAnswers(cleanProductName, { 'Pea Gravel': ['"Pea Gravel', 'Pea Gravel"'], 'Limestone Screenings': ["'Limestone Screenings"] });
  });

  it('keeps the quotes that mean something', () => {
    const names = ['3/4" Clear Stone', 'Clear Stone 3/4"', "Gardener's Mix", '2" - 4" River Rock', "Growers' Blend"];
    expect(names.map(cleanProductName)).toEqual(names);
  });

  it('leaves a clean name as it is', () => {
    expect(cleanProductName('Screened Topsoil')).toBe('Screened Topsoil');
  });
});

describe('cleanCategoryName', () => {
  it('strips quotes and trims', () => {
    expectExamples(cleanCategoryName, { ' "Mulch" ': 'Mulch', "'Sand'": 'Sand', '""': '' });
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
