import type { VitalName, VitalRating } from '@local-seo/contracts';

/** How many days of samples a report covers, as CrUX does; older ones are pruned. */
export const vitalsWindowDays = 28;

interface VitalThresholds {
  /** At or under it: good. */
  good: number;
  /** Over it: poor; between the two: needs improvement. */
  poor: number;
  /** The largest value kept: one past it is stored as it (a tab left open for hours, a forged number). */
  max: number;
}

/** The CrUX thresholds of each metric (milliseconds; CLS unitless), and the range a sample is kept in. */
export const vitalThresholds: Record<VitalName, VitalThresholds> = {
  LCP: { good: 2500, poor: 4000, max: 60_000 },
  INP: { good: 200, poor: 500, max: 60_000 },
  CLS: { good: 0.1, poor: 0.25, max: 10 },
  FCP: { good: 1800, poor: 3000, max: 60_000 },
  TTFB: { good: 800, poor: 1800, max: 60_000 },
};

/** A value as stored: within its metric's range. */
export const clampedVital = (name: VitalName, value: number): number => Math.min(Math.max(value, 0), vitalThresholds[name].max);

/** The CrUX rating of a metric's 75th percentile. */
export function vitalRating(name: VitalName, p75: number): VitalRating {
  const { good, poor } = vitalThresholds[name];
  return p75 <= good ? 'good' : p75 <= poor ? 'needs-improvement' : 'poor';
}

/** A 75th percentile as staff read it: whole milliseconds, or CLS to three decimals. */
export const roundedVital = (name: VitalName, value: number): number => (name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));
