import type { SubmissionResult } from '@local-seo/contracts';
import type { GenerationResult, SitemapGenerator } from '../generation/generator.js';
import type { Submitter } from '../submission/submitter.js';

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
export function createAutomation(options: { generator: SitemapGenerator; submitter: Submitter; sitemapUrl: string }) {
  const { generator, submitter } = options;
  return {
    async runOnce(): Promise<AutomationRun> {
      const run: AutomationRun = { generation: await generator.generateIfNeeded('cron'), google: null, indexNow: null };
      if (run.generation) {
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
