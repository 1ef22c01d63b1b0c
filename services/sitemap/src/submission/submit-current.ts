import type { SubmissionResult, SubmitAllResult } from '@local-seo/contracts';
import type { SitemapGenerator } from '../generation/generator.js';
import type { Submitter } from './submitter.js';

const noSitemap: SubmissionResult = {
  success: false,
  message: 'No sitemap has been generated yet; generate it before submitting',
  error: 'No sitemap has been generated yet; generate it before submitting',
};

/**
 * The admin's submissions of the sitemap being served. A submission that fails,
 * or cannot happen because the engine is not configured, answers success: false
 * with the reason in `error` (and is recorded); nothing pretends to have worked.
 */
export function createManualSubmissions(options: { generator: SitemapGenerator; submitter: Submitter; sitemapUrl: string }) {
  const { generator, submitter } = options;
  return {
    async toGoogle(sitemapUrl = options.sitemapUrl): Promise<SubmissionResult> {
      if (!(await generator.current(0))) return noSitemap;
      return submitter.submitToGoogle(sitemapUrl, 'manual');
    },
    async toIndexNow(apiKey?: string): Promise<SubmissionResult> {
      if (!(await generator.current(0))) return noSitemap;
      return submitter.submitToIndexNow('manual', apiKey);
    },
    async toAll(sitemapUrl = options.sitemapUrl, indexNowKey?: string): Promise<SubmitAllResult> {
      if (!(await generator.current(0))) return { success: false, google: noSitemap, bing: noSitemap };
      const google = await submitter.submitToGoogle(sitemapUrl, 'manual');
      const bing = await submitter.submitToIndexNow('manual', indexNowKey);
      return { success: google.success && bing.success, google, bing };
    },
  };
}
export type ManualSubmissions = ReturnType<typeof createManualSubmissions>;
