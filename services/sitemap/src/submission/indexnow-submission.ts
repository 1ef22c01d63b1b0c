import type { BingSitemapStatus, SubmissionResult } from '@local-seo/contracts';
import { describeIndexNowStatus, keyFilePath, maxUrlsPerIndexNowRequest } from '../domain/indexnow.js';
import { publicUrl } from '../domain/sitemap-protocol.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { readState, setIndexNowKey } from '../data/state.js';
import { postToIndexNow } from '../providers/indexnow-client.js';
import { submissionResult as result, type SubmissionLog, type SubmissionTrigger } from './submission-log.js';

export const indexNowNotConfigured =
  'IndexNow (Bing) is not configured: set INDEXNOW_KEY (8 to 128 letters, digits or dashes) or send an apiKey';

export interface IndexNowSubmissionOptions {
  db: PrismaClient;
  indexNow: { key: string | null; endpoint: string };
  publicBaseUrl: string;
  timeoutMs: number;
}

/** Submissions to Bing through IndexNow: the changed URLs, under the key set in the back office or configured. */
export function createIndexNowSubmission(options: IndexNowSubmissionOptions, { record, recentSubmissions }: SubmissionLog) {
  const { db } = options;
  const origin = new URL(options.publicBaseUrl).origin;

  async function effectiveIndexNowKey(): Promise<string | null> {
    return (await readState(db)).indexNowKey ?? options.indexNow.key;
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

  async function bingStatus(): Promise<BingSitemapStatus> {
    const key = await effectiveIndexNowKey();
    return {
      configured: key !== null,
      message: key ? `IndexNow is configured; changed URLs go to ${options.indexNow.endpoint}` : indexNowNotConfigured,
      endpoint: options.indexNow.endpoint,
      keyLocation: key ? `${origin}${keyFilePath(key)}` : null,
      pendingUrls: await pendingIndexNowUrls(),
      submissions: await recentSubmissions('indexnow'),
    };
  }

  return { submitToIndexNow, bingStatus, effectiveIndexNowKey, pendingIndexNowUrls };
}
