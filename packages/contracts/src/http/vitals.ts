import { z } from 'zod';

/** The Core Web Vitals the public pages measure in the field (docs/behaviour/public-site.md#field-core-web-vitals). */
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

/** The device class of a page view, from its viewport's width. */
export const vitalDevices = ['mobile', 'desktop'] as const;
export type VitalDevice = (typeof vitalDevices)[number];

export const vitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof vitalRatings)[number];

/** The longest page path a beacon may name: the seo service's page columns' length. */
export const vitalPathMaxLength = 500;

/** The largest beacon the site takes, in bytes (a real one is about 200). */
export const vitalsBodyLimitBytes = 2048;

/** How many beacons one client address may send in a minute. */
export const vitalsPerClientPerMinute = 30;

const vitalSampleSchema = z.strictObject({
  name: z.enum(vitalNames, 'Metric name must be one of LCP, INP, CLS, FCP, TTFB'),
  // Milliseconds, or CLS's unitless score; a value past its metric's range is kept at the range's end (domain/vitals.ts).
  value: z.number('Metric value must be a number').min(0, 'Metric value must not be negative'),
});

/** One page view's measurements (POST /api/vitals), sent once as the page is hidden. */
export const vitalsBeaconSchema = z.strictObject({
  path: z
    .string('Page path is required')
    .max(vitalPathMaxLength, `Page path must be at most ${vitalPathMaxLength} characters`)
    .regex(/^\/[a-z0-9-]*$/, 'Page path must be a page of the site, such as /barrie'),
  device: z.enum(vitalDevices, 'Device must be mobile or desktop'),
  metrics: z
    .array(vitalSampleSchema)
    .min(1, 'At least one metric is required')
    .max(vitalNames.length, `At most ${vitalNames.length} metrics may be sent`)
    .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, 'Each metric may be sent once'),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

export const vitalsQuerySchema = z.strictObject({
  device: z.enum(vitalDevices, 'Device must be mobile or desktop').optional(),
});
export type VitalsQuery = z.infer<typeof vitalsQuerySchema>;

/** One metric of one page over the last 28 days (GET /api/seo/vitals). */
export const pageVitalSchema = z.object({
  name: z.enum(vitalNames),
  /** The 75th percentile: milliseconds, or CLS's score. */
  p75: z.number(),
  /** Its CrUX rating. */
  rating: z.enum(vitalRatings),
  samples: z.number().int(),
});
export type PageVital = z.infer<typeof pageVitalSchema>;

export const pageVitalsSchema = z.object({
  page_url: z.string(),
  /** The metrics measured on it, in the order of vitalNames. */
  metrics: z.array(pageVitalSchema),
});
export type PageVitals = z.infer<typeof pageVitalsSchema>;

export const vitalsReportSchema = z.object({
  /** How many days back the samples are taken from. */
  days: z.number().int(),
  /** The pages with samples, by path. */
  pages: z.array(pageVitalsSchema),
});
export type VitalsReport = z.infer<typeof vitalsReportSchema>;
