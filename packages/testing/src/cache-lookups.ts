import { metricsText } from '@local-seo/service-kit';

/** One cache's cache_lookups_total and cache_misses_total as /metrics shows them now (0 before its first lookup). */
export async function cacheLookupCounts(cache: string): Promise<{ lookups: number; misses: number }> {
  const text = await metricsText();
  const value = (name: string) => Number(new RegExp(`^${name}\\{cache="${cache}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { lookups: value('cache_lookups_total'), misses: value('cache_misses_total') };
}
