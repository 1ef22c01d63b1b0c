import { expectAnswers, expectExamples } from '@local-seo/testing/examples';
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatFileSize, formatKilobytes, formatNumber, formatPrice, formatTrend } from './format';

describe('formatters', () => {
  it('groups thousands', () => {
    expect(formatNumber(20000)).toBe('20,000');
  });

  it('reads a radius given as a number or a numeric string, with one decimal', () => {
    expectExamples(formatDecimal, [[42.25, '42.3'], ['35.00', '35.0'], ['not a number', '0.0']]);
  });

  it('shows a decimal price in Canadian dollars, and the given text (none by default) without one', () => {
    expectExamples(formatPrice, { '45.00': '$45.00', '1234.5': '$1,234.50' });
    expectAnswers((amount) => formatPrice(amount), { '': [null, ' '] });
    expectAnswers((amount) => formatPrice(amount, '—'), { '—': [null, 'not a price'] });
  });

  it('signs a trend and keeps at most one decimal', () => {
    expectExamples(formatTrend, [[12, '+12%'], [-2.54, '-2.5%'], [0, '0%'], [-0.01, '0%']]);
  });

  it('shows a file size in KB with one decimal for the import dialog', () => {
    expectExamples(formatKilobytes, [[1536, '1.5 KB'], [100, '0.1 KB']]);
  });

  it('picks B, KB, MB or GB', () => {
    expectExamples(formatFileSize, [[512, '512 B'], [1536, '1.5 KB'], [3 * 1024 * 1024, '3 MB'], [5.25 * 1024 ** 3, '5.3 GB']]);
  });
});
