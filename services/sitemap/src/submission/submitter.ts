import type { Logger } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';
import { type SearchConsoleClient } from '../providers/search-console.js';
import { createGoogleSubmission } from './google-submission.js';
import { createIndexNowSubmission } from './indexnow-submission.js';
import { createSubmissionLog } from './submission-log.js';

export { googleNotConfigured } from './google-submission.js';
export { indexNowNotConfigured } from './indexnow-submission.js';

interface SubmitterOptions {
  db: PrismaClient;
  /** Null when no service-account credentials are configured. */
  searchConsole: SearchConsoleClient | null;
  indexNow: { key: string | null; endpoint: string };
  publicBaseUrl: string;
  timeoutMs: number;
  logger: Logger;
}

/** Submissions to Google (Search Console API) and Bing (IndexNow), each recorded with its outcome. */
export function createSubmitter(options: SubmitterOptions) {
  const log = createSubmissionLog(options.db, options.logger);
  const google = createGoogleSubmission(options.searchConsole, log);
  const indexNow = createIndexNowSubmission(options, log);
  return {
    submitToGoogle: google.submitToGoogle,
    submitToIndexNow: indexNow.submitToIndexNow,
    testGoogleConnection: google.testGoogleConnection,
    googleStatus: google.googleStatus,
    bingStatus: indexNow.bingStatus,
    /** The key served at /{key}.txt, if any. */
    indexNowKey: indexNow.effectiveIndexNowKey,
    pendingIndexNowUrls: indexNow.pendingIndexNowUrls,
  };
}
export type Submitter = ReturnType<typeof createSubmitter>;
