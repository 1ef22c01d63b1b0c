import type { Readable } from 'node:stream';
import type { RequestOrigin } from '../http/request-context.js';

/** What a job running in a worker thread gets besides its input. */
export interface WorkerJobTools {
  /**
   * The request's upload, read from the main thread only as fast as the job consumes
   * it (one chunk asked for at a time), so the client's upload progress is the job's.
   * Undefined when the job was given none.
   */
  upload: Readable | undefined;
  /** The caller's trace (W3C traceparent), for the events the job writes to the outbox. */
  traceparent: string | undefined;
  /** The caller's request (its id and actor), for the events the job writes to the outbox. */
  origin: RequestOrigin | undefined;
}

/** A job: its input and result cross the thread boundary, so both must be structured-cloneable. */
export type WorkerJob<Input = any, Result = any> = (input: Input, tools: WorkerJobTools) => Promise<Result>;

export interface WorkerJobs<Jobs extends Record<string, WorkerJob> = Record<string, WorkerJob>> {
  jobs: Jobs;
  /** Releases what the jobs keep between runs (a database pool) before the thread ends. */
  close?: () => Promise<void>;
}

/**
 * The jobs a module offers to a worker thread. The module exports the result as
 * `workerJobs`; the main thread runs them with `createWorkerJobs({ module })`.
 */
export function defineWorkerJobs<Jobs extends Record<string, WorkerJob>>(jobs: Jobs, options: { close?: () => Promise<void> } = {}): WorkerJobs<Jobs> {
  return { jobs, close: options.close };
}

export type JobInput<J> = J extends WorkerJob<infer I, any> ? I : never;
export type JobResult<J> = J extends WorkerJob<any, infer R> ? R : never;
