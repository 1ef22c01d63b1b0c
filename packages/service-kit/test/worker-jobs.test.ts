import { Readable } from 'node:stream';
import { threadId } from 'node:worker_threads';
import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.js';
import { startTracing, traceparentOf, type Tracing } from '../src/observability/index.js';
import { createWorkerJobs } from '../src/offload/worker-jobs.js';
import type { ProbeJobs } from './fixtures/probe-jobs.js';

let tracing: Tracing;
const worker = createWorkerJobs<ProbeJobs>({ module: new URL('./fixtures/probe-jobs.js', import.meta.url), name: 'probe jobs' });

beforeAll(() => {
  tracing = startTracing({ serviceName: 'worker-jobs-test', exporter: new InMemorySpanExporter() })!;
});

afterAll(async () => {
  await worker.close();
  await tracing?.shutdown();
});

describe('a job run in a worker thread', () => {
  it('runs on another thread, reads its upload there, and answers its result', { timeout: 60_000 }, async () => {
    const result = await worker.run('describe', { n: 21 }, { upload: Readable.from([Buffer.alloc(70_000), Buffer.alloc(30_000)]) });
    expect(result).toMatchObject({ doubled: 42, bytes: 100_000 });
    expect(result.threadId).not.toBe(threadId);
  });

  it("carries the caller's trace, so the events the job writes to the outbox stay in the request's trace", { timeout: 60_000 }, async () => {
    const span = trace.getTracer('test').startSpan('an import request');
    const ctx = trace.setSpan(context.active(), span);
    const expected = traceparentOf(ctx);
    expect(expected).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const result = await context.with(ctx, () => worker.run('describe', { n: 1 }));
    span.end();
    expect(result.traceparent).toBe(expected);
    expect((await worker.run('describe', { n: 1 })).traceparent).toBeUndefined();
  });

  it('throws an HttpError of the job as an HttpError, with its status and message', { timeout: 60_000 }, async () => {
    const failure = await worker.run('refuse', undefined).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 422, message: 'Row 3: price must be a number' });
  });
});
