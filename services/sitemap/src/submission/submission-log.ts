import type { SubmissionRecord, SubmissionResult } from '@local-seo/contracts';
import type { Logger } from '@local-seo/service-kit';
import type { PrismaClient, Submission } from '../generated/prisma/client.js';

export type SubmissionTrigger = 'manual' | 'automatic';
export type SubmissionEngine = 'google' | 'indexnow';

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

/** A submission's answer to whoever asked for it. */
export const submissionResult = (success: boolean, message: string, urlCount?: number): SubmissionResult => ({
  success,
  message,
  ...(success ? {} : { error: message }),
  ...(urlCount === undefined ? {} : { urlCount }),
});

/** Every submission to a search engine, recorded with its outcome (a failed one logged too), and the latest of each engine. */
export function createSubmissionLog(db: PrismaClient, logger: Logger) {
  async function record(data: {
    engine: SubmissionEngine;
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

  const recentSubmissions = async (engine: SubmissionEngine) =>
    (await db.submission.findMany({ where: { engine }, orderBy: { id: 'desc' }, take: 10 })).map(toRecord);

  return { record, recentSubmissions };
}
export type SubmissionLog = ReturnType<typeof createSubmissionLog>;
