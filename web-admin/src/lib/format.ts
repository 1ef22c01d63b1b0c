/** Formatting shared by the tabs, in Canadian English. */

const wholeNumber = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** 20000 -> '20,000'. */
export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}

/** 12.345 -> '12.3'; a numeric string is read first ('12.30' -> '12.3'); not a number -> '0.0'. */
export function formatDecimal(value: number | string): string {
  const number = typeof value === 'string' ? Number(value) : value;
  return oneDecimal.format(Number.isFinite(number) ? number : 0);
}

/**
 * A price as the server sends it, exact decimal text ('45.00'), in Canadian
 * dollars ('$45.00'); `none` (empty by default) for no price.
 */
export function formatPrice(amount: string | null, none = ''): string {
  if (amount === null || amount.trim() === '') return none;
  const value = Number(amount);
  return Number.isFinite(value) ? cad.format(value) : none;
}

/** A month-over-month change in percent: 12 -> '+12%', -2.5 -> '-2.5%', 0 -> '0%'. */
export function formatTrend(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  const magnitude = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 }).format(Math.abs(rounded));
  const sign = rounded > 0 ? '+' : rounded < 0 ? '-' : '';
  return `${sign}${magnitude}%`;
}

/** Size of a file in KB with one decimal, as the import dialog shows it: 1536 bytes -> '1.5 KB'. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const sizeUnits = ['B', 'KB', 'MB', 'GB'] as const;

/** A size in B, KB, MB or GB, whichever reads best: 512 -> '512 B', 1536 -> '1.5 KB', 5 * 1024 ** 3 -> '5 GB'. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${Number(value.toFixed(digits))} ${sizeUnits[unit]}`;
}

/** An ISO timestamp as a local date and time ('Nov 23, 2026, 1:37 p.m.'); '' for a missing one. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
