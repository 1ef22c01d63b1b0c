import { vitalNames, type VitalDevice, type VitalName, type VitalsBeacon, type VitalsReport } from '@local-seo/contracts';
import type { Db } from './db.js';
import { clampedVital, isFixedPagePath, roundedVital, vitalRating, vitalsWindowDays } from '../domain/index.js';

/** Today's date in UTC, as the day column holds it. */
export const utcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The first day still in the window on `today`: the window is that day and the 27 after it. */
const firstDayOfWindow = (today: Date) => new Date(utcDay(today).getTime() - (vitalsWindowDays - 1) * 86_400_000);

/** Whether field vitals are taken for a path: home, delivery, or a city page that is live now. */
export async function isMeasuredPage(db: Db, path: string): Promise<boolean> {
  if (isFixedPagePath(path)) return true;
  return (await db.city.count({ where: { slug: path.slice(1), pageActive: true } })) === 1;
}

/** Stores one page view's metrics, each within its range, under the day it came. */
export async function recordVitals(db: Db, beacon: VitalsBeacon, at: Date): Promise<void> {
  await db.seoVitalSample.createMany({
    data: beacon.metrics.map((metric) => ({
      pageUrl: beacon.path,
      metric: metric.name,
      value: clampedVital(metric.name, metric.value),
      device: beacon.device,
      day: utcDay(at),
    })),
  });
}

/** Forgets the samples that left the window; answers how many. */
export async function pruneVitals(db: Db, today: Date): Promise<number> {
  const { count } = await db.seoVitalSample.deleteMany({ where: { day: { lt: firstDayOfWindow(today) } } });
  return count;
}

interface PercentileRow {
  page_url: string;
  metric: VitalName;
  p75: number;
  samples: number;
}

/** Each page's 75th percentile of each metric in the window (of one device class, when named), rated, by path. */
export async function vitalsReport(db: Db, today: Date, device?: VitalDevice): Promise<VitalsReport> {
  const rows = await db.$queryRaw<PercentileRow[]>`
    SELECT page_url, metric, percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS samples
    FROM seo_vital_samples
    WHERE day >= ${firstDayOfWindow(today)}::date AND (${device ?? null}::text IS NULL OR device = ${device ?? null}::text)
    GROUP BY page_url, metric`;
  const byPage = new Map<string, PercentileRow[]>();
  for (const row of rows) byPage.set(row.page_url, [...(byPage.get(row.page_url) ?? []), row]);
  const order = (name: VitalName) => vitalNames.indexOf(name);
  return {
    days: vitalsWindowDays,
    pages: [...byPage.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'en'))
      .map(([page_url, metrics]) => ({
        page_url,
        metrics: metrics
          .sort((a, b) => order(a.metric) - order(b.metric))
          .map((row) => ({ name: row.metric, p75: roundedVital(row.metric, row.p75), rating: vitalRating(row.metric, row.p75), samples: row.samples })),
      })),
  };
}
