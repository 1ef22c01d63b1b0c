import { SearchConsoleError } from '@local-seo/service-kit';
import type {
  BingSitemapStatus,
  GoogleConnection,
  GoogleSitemapStatus,
  SubmissionRecord,
  SubmissionResult,
} from '@local-seo/contracts';
import type { Logger } from '@local-seo/service-kit';
import { describeIndexNowStatus, keyFilePath, maxUrlsPerIndexNowRequest } from '../domain/indexnow.js';
import { publicUrl } from '../domain/sitemap-protocol.js';
import type { PrismaClient, Submission } from '../generated/prisma/client.js';
import { readState, setIndexNowKey } from '../pages/state.js';
import { postToIndexNow } from '../providers/indexnow-client.js';
import { type SearchConsoleClient } from '../providers/search-console.js';

export const googleNotConfigured =
  'Google Search Console is not configured: place the service account key file where GOOGLE_SERVICE_ACCOUNT_JSON_FILE points (or set GOOGLE_SERVICE_ACCOUNT_JSON), and give that account access to the property';
export const indexNowNotConfigured =
  'IndexNow (Bing) is not configured: set INDEXNOW_KEY (8 to 128 letters, digits or dashes) or send an apiKey';

type SubmissionTrigger = 'manual' | 'automatic';

interface SubmitterOptions {
  db: PrismaClient;
  /** Null when no service-account credentials are configured. */
  searchConsole: SearchConsoleClient | null;
  indexNow: { key: string | null; endpoint: string };
  publicBaseUrl: string;
  timeoutMs: number;
  logger: Logger;
}

type Outcome = SubmissionRecord['outcome'];

const toRecord = (row: Submission): SubmissionRecord => ({
  id: row.id,
  engine: row.engine as SubmissionRecord['engine'],
  trigger: row.trigger as SubmissionRecord['trigger'],
  outcome: row.outcome as Outcome,
  success: row.success,
  target: row.target,
  urlCount: row.urlCount,
  httpStatus: row.httpStatus,
  message: row.message,
  submittedAt: row.submittedAt.toISOString(),
});

const result = (success: boolean, message: string, urlCount?: number): SubmissionResult => ({
  success,
  message,
  ...(success ? {} : { error: message }),
  ...(urlCount === undefined ? {} : { urlCount }),
});

/** Submissions to Google (Search Console API) and Bing (IndexNow), each recorded with its outcome. */
export function createSubmitter(options: SubmitterOptions) {
  const { db, searchConsole, logger } = options;
  const origin = new URL(options.publicBaseUrl).origin;

  async function record(data: {
    engine: 'google' | 'indexnow';
    trigger: SubmissionTrigger;
    outcome: Outcome;
    target: string;
    message: string;
    urlCount?: number;
    httpStatus?: number;
  }): Promise<void> {
    const success = data.outcome === 'submitted' || data.outcome === 'nothing-to-submit';
    await db.submission.create({ data: { ...data, success } });
    if (!success) logger.warn({ engine: data.engine, outcome: data.outcome, status: data.httpStatus }, data.message);
  }

  async function effectiveIndexNowKey(): Promise<string | null> {
    return (await readState(db)).indexNowKey ?? options.indexNow.key;
  }

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

  /**
   * Sends the URLs added, changed or removed since IndexNow last accepted them,
   * 10,000 per request; stops at the first refusal and reports it.
   */
  async function submitToIndexNow(trigger: SubmissionTrigger, apiKey?: string): Promise<SubmissionResult> {
    if (apiKey) await setIndexNowKey(db, apiKey);
    const key = apiKey ?? (await effectiveIndexNowKey());
    const target = `${options.indexNow.endpoint}/indexnow`;
    if (!key) {
      await record({ engine: 'indexnow', trigger, outcome: 'not-configured', target, message: indexNowNotConfigured });
      return result(false, indexNowNotConfigured);
    }
    const keyLocation = `${origin}${keyFilePath(key)}`;
    const startedAt = new Date();
    let sent = 0;
    for (;;) {
      const batch = await db.$queryRawUnsafe<Array<{ id: number; path: string }>>(
        `SELECT id, path FROM sitemap_pages
          WHERE changed_at > COALESCE(indexnow_at, '-infinity') AND changed_at <= $1::timestamptz
          ORDER BY id LIMIT ${maxUrlsPerIndexNowRequest}`,
        startedAt.toISOString(),
      );
      if (batch.length === 0) break;
      const urlList = batch.map((page) => publicUrl(options.publicBaseUrl, page.path));
      let answer;
      try {
        answer = await postToIndexNow(options.indexNow.endpoint, { host: new URL(origin).host, key, keyLocation, urlList }, options.timeoutMs);
      } catch (err) {
        const message = (err as Error).message;
        await record({ engine: 'indexnow', trigger, outcome: 'failed', target, message, urlCount: urlList.length });
        return result(false, sent > 0 ? `${message} (after ${sent} URLs were accepted)` : message, sent);
      }
      const meaning = describeIndexNowStatus(answer.status, urlList.length, keyLocation);
      const message = answer.text && !meaning.success ? `${meaning.message} (${answer.text})` : meaning.message;
      await record({
        engine: 'indexnow',
        trigger,
        outcome: meaning.success ? 'submitted' : 'failed',
        target,
        message,
        urlCount: urlList.length,
        httpStatus: answer.status,
      });
      if (!meaning.success) return result(false, sent > 0 ? `${message} (after ${sent} URLs were accepted)` : message, sent);
      await db.$executeRawUnsafe(
        `UPDATE sitemap_pages SET indexnow_at = $2::timestamptz WHERE id = ANY($1::int[])`,
        batch.map((page) => page.id),
        startedAt.toISOString(),
      );
      sent += urlList.length;
    }
    // Former paths have been announced as gone: nothing more to say about them.
    await db.$executeRawUnsafe(`DELETE FROM sitemap_pages WHERE city_id IS NULL AND NOT listed AND indexnow_at >= changed_at`);
    if (sent === 0) {
      const message = 'No changed URLs to send to IndexNow since the last submission';
      await record({ engine: 'indexnow', trigger, outcome: 'nothing-to-submit', target, message, urlCount: 0 });
      return result(true, message, 0);
    }
    return result(true, `IndexNow accepted ${sent} changed URL${sent === 1 ? '' : 's'}`, sent);
  }

  async function pendingIndexNowUrls(): Promise<number> {
    const [pending] = await db.$queryRawUnsafe<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM sitemap_pages WHERE changed_at > COALESCE(indexnow_at, '-infinity')`,
    );
    return pending?.count ?? 0;
  }

  const recentSubmissions = async (engine: 'google' | 'indexnow') =>
    (await db.submission.findMany({ where: { engine }, orderBy: { id: 'desc' }, take: 10 })).map(toRecord);

  return {
    submitToGoogle,
    submitToIndexNow,

    async testGoogleConnection(): Promise<GoogleConnection> {
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
    },

    async googleStatus(): Promise<GoogleSitemapStatus> {
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
    },

    async bingStatus(): Promise<BingSitemapStatus> {
      const key = await effectiveIndexNowKey();
      return {
        configured: key !== null,
        message: key ? `IndexNow is configured; changed URLs go to ${options.indexNow.endpoint}` : indexNowNotConfigured,
        endpoint: options.indexNow.endpoint,
        keyLocation: key ? `${origin}${keyFilePath(key)}` : null,
        pendingUrls: await pendingIndexNowUrls(),
        submissions: await recentSubmissions('indexnow'),
      };
    },

    /** The key served at /{key}.txt, if any. */
    indexNowKey: effectiveIndexNowKey,
    pendingIndexNowUrls,
  };
}
export type Submitter = ReturnType<typeof createSubmitter>;
