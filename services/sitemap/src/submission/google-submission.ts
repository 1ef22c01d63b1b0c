import { SearchConsoleError } from '@local-seo/service-kit';
import type { GoogleConnection, GoogleSitemapStatus, SubmissionResult } from '@local-seo/contracts';
import { type SearchConsoleClient } from '../providers/search-console.js';
import { submissionResult as result, type SubmissionLog, type SubmissionTrigger } from './submission-log.js';

export const googleNotConfigured =
  'Google Search Console is not configured: place the service account key file where GOOGLE_SERVICE_ACCOUNT_JSON_FILE points (or set GOOGLE_SERVICE_ACCOUNT_JSON), and give that account access to the property';

/** Submissions to Google through the Search Console API, and what Search Console says of the site; `searchConsole` is null when no service-account credentials are configured. */
export function createGoogleSubmission(searchConsole: SearchConsoleClient | null, { record, recentSubmissions }: SubmissionLog) {
  async function submitToGoogle(sitemapUrl: string, trigger: SubmissionTrigger): Promise<SubmissionResult> {
    if (!searchConsole) {
      await record({ engine: 'google', trigger, outcome: 'not-configured', target: sitemapUrl, message: googleNotConfigured });
      return result(false, googleNotConfigured);
    }
    try {
      await searchConsole.submitSitemap(sitemapUrl);
    } catch (err) {
      const message = err instanceof SearchConsoleError ? err.message : `Failed to submit sitemap to Google: ${(err as Error).message}`;
      const status = err instanceof SearchConsoleError ? err.status : undefined;
      await record({ engine: 'google', trigger, outcome: 'failed', target: sitemapUrl, message, httpStatus: status });
      return result(false, message);
    }
    const message = `Google Search Console accepted ${sitemapUrl} for ${searchConsole.siteUrl}`;
    await record({ engine: 'google', trigger, outcome: 'submitted', target: sitemapUrl, message, httpStatus: 200 });
    return result(true, message);
  }

  async function testGoogleConnection(): Promise<GoogleConnection> {
    if (!searchConsole) return { success: false, message: googleNotConfigured, siteVerified: false };
    try {
      const site = await searchConsole.getSite();
      const siteVerified = site.permissionLevel !== 'siteUnverifiedUser';
      const message = siteVerified
        ? `Connected to Google Search Console: ${site.siteUrl} (${site.permissionLevel})`
        : `Connected to Google Search Console, but ${site.siteUrl} is not verified for this account`;
      return { success: true, message, siteVerified };
    } catch (err) {
      return { success: false, message: (err as Error).message, siteVerified: false };
    }
  }

  async function googleStatus(): Promise<GoogleSitemapStatus> {
    const submissions = await recentSubmissions('google');
    if (!searchConsole) return { configured: false, success: false, message: googleNotConfigured, siteUrl: null, sitemaps: [], submissions };
    try {
      const sitemaps = (await searchConsole.listSitemaps()).map((sitemap) => ({
        path: sitemap.path,
        lastSubmitted: sitemap.lastSubmitted ?? null,
        lastDownloaded: sitemap.lastDownloaded ?? null,
        isPending: sitemap.isPending,
        isSitemapsIndex: sitemap.isSitemapsIndex,
        errors: sitemap.errors,
        warnings: sitemap.warnings,
      }));
      const message = `${sitemaps.length} sitemap${sitemaps.length === 1 ? '' : 's'} submitted for ${searchConsole.siteUrl}`;
      return { configured: true, success: true, message, siteUrl: searchConsole.siteUrl, sitemaps, submissions };
    } catch (err) {
      return { configured: true, success: false, message: (err as Error).message, siteUrl: searchConsole.siteUrl, sitemaps: [], submissions };
    }
  }

  return { submitToGoogle, testGoogleConnection, googleStatus };
}
