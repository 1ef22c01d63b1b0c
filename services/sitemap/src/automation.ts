import type { SubmissionResult } from '@local-seo/contracts';
import type { Logger } from '@local-seo/service-kit';
import type { GenerationResult, SitemapGenerator } from './generation/generator.js';
import type { Submitter } from './submission/submitter.js';

export interface AutomationRun {
  generation: GenerationResult | null;
  google: SubmissionResult | null;
  indexNow: SubmissionResult | null;
}

/**
 * One run of the automation (every 30 minutes by default, as SITEMAP_CRON says):
 * the sitemap is regenerated when the data changed, then submitted to Google and
 * the changed URLs to IndexNow. Changed URLs that IndexNow refused earlier are
 * retried on the next run.
 */
export function createAutomation(options: { generator: SitemapGenerator; submitter: Submitter; sitemapUrl: string; logger: Logger }) {
  const { generator, submitter, logger } = options;
  return {
    async runOnce(): Promise<AutomationRun> {
      const run: AutomationRun = { generation: null, google: null, indexNow: null };
      const { needed, reason } = await generator.needsRegeneration();
      if (needed) {
        logger.info({ reason }, 'sitemap needs regeneration');
        run.generation = await generator.generate('cron');
        if (run.generation.success) {
          run.google = await submitter.submitToGoogle(options.sitemapUrl, 'automatic');
          run.indexNow = await submitter.submitToIndexNow('automatic');
        }
      } else if ((await submitter.indexNowKey()) && (await submitter.pendingIndexNowUrls()) > 0) {
        run.indexNow = await submitter.submitToIndexNow('automatic');
      }
      return run;
    },
  };
}
