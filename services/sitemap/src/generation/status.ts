import type { SitemapStatus } from '@local-seo/contracts';
import type { SitemapGenerator } from './generator.js';

/** What the Sitemap tab shows of the sitemap being served, and whether and why it needs regenerating. */
export async function sitemapStatus(generator: SitemapGenerator, sitemapUrl: string): Promise<SitemapStatus> {
  // Fresh from the database: the regeneration may have run through another replica a moment ago.
  const [current, { needed, reason }, last] = await Promise.all([generator.current(0), generator.needsRegeneration(), generator.lastGeneration()]);
  return {
    exists: current !== null,
    cityCount: current?.cityCount ?? 0,
    urlCount: current?.urlCount ?? 0,
    size: current?.totalBytes ?? 0,
    lastModified: current?.generatedAt.toISOString() ?? null,
    needsRegeneration: needed,
    regenerationReason: reason,
    sitemapUrl,
    isIndex: current?.isIndex ?? false,
    sitemapCount: current?.sitemapCount ?? 0,
    lastWarning: last?.warning ?? null,
    lastError: last?.error ?? null,
  };
}
