import { describe, expect, it } from 'vitest';
import { formatDecimal, formatFileSize, formatKilobytes, formatNumber, formatPrice, formatTrend } from './format';

describe('formatters', () => {
  it('groups thousands', () => {
    expect(formatNumber(20000)).toBe('20,000');
  });

  it('reads a radius given as a number or a numeric string, with one decimal', () => {
    expect(formatDecimal(42.25)).toBe('42.3');
    expect(formatDecimal('35.00')).toBe('35.0');
    expect(formatDecimal('not a number')).toBe('0.0');
  });

  it('shows a decimal price in Canadian dollars, and the given text (none by default) without one', () => {
    expect(formatPrice('45.00')).toBe('$45.00');
    expect(formatPrice('1234.5')).toBe('$1,234.50');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(' ')).toBe('');
    expect(formatPrice(null, '—')).toBe('—');
    expect(formatPrice('not a price', '—')).toBe('—');
  });

  it('signs a trend and keeps at most one decimal', () => {
    expect(formatTrend(12)).toBe('+12%');
    expect(formatTrend(-2.54)).toBe('-2.5%');
    expect(formatTrend(0)).toBe('0%');
    expect(formatTrend(-0.01)).toBe('0%');
  });

  it('shows a file size in KB with one decimal for the import dialog', () => {
    expect(formatKilobytes(1536)).toBe('1.5 KB');
    expect(formatKilobytes(100)).toBe('0.1 KB');
  });

  it('picks B, KB, MB or GB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatFileSize(5.25 * 1024 ** 3)).toBe('5.3 GB');
  });
});
