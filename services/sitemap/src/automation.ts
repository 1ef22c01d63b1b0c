import type { SubmissionResult } from '@local-seo/contracts';
import type { Logger } from '@local-seo/service-kit';
import cron, { type ScheduledTask } from 'node-cron';
import type { GenerationResult, SitemapGenerator } from './generation/generator.js';
import type { Submitter } from './submission/submitter.js';

export interface AutomationRun {
  generation: GenerationResult | null;
  google: SubmissionResult | null;
  indexNow: SubmissionResult | null;
}

/**
 * The spec's automation: on a schedule (every 30 minutes by default) the
 * sitemap is regenerated when the data changed, then submitted to Google and
 * the changed URLs to IndexNow. Changed URLs that IndexNow refused earlier
 * are retried on the next run.
 */
export function createAutomation(options: {
  generator: SitemapGenerator;
  submitter: Submitter;
  schedule: string;
  sitemapUrl: string;
  logger: Logger;
}) {
  const { generator, submitter, logger } = options;
  let task: ScheduledTask | null = null;

  async function runOnce(): Promise<AutomationRun> {
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
  }

  return {
    runOnce,
    start() {
      task ??= cron.schedule(
        options.schedule,
        () =>
          runOnce().catch((err: unknown) => {
            logger.error({ err }, 'scheduled sitemap regeneration failed');
          }),
        { name: 'sitemap-regeneration', noOverlap: true },
      );
    },
    async stop() {
      await task?.destroy();
      task = null;
    },
  };
}
export type Automation = ReturnType<typeof createAutomation>;
