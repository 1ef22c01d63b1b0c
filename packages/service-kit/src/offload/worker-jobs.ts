import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { JobInput, JobResult, WorkerJobs } from './define.js';
import { requestOriginOf, type RequestOrigin } from '../http/request-context.js';
import { traceparentOf } from '../observability/tracing.js';
import { fromWire, toWire, type FromWorker, type ToWorker } from './wire.js';

export interface WorkerJobsOptions {
  /** The module that exports `workerJobs` (defineWorkerJobs), e.g. new URL('./import-worker.js', import.meta.url). */
  module: URL;
  /** Names the thread in logs and errors, e.g. 'catalog imports'. */
  name: string;
  logger?: Logger;
  /** An idle thread ends after this long (default 60 s): no memory is kept for work that comes once a day. */
  idleMs?: number;
  /** How much lower than the main thread the worker runs (a nice increment; default 10, 0 keeps it equal). */
  niceness?: number;
}

export interface WorkerJobRunner<Jobs extends WorkerJobs> {
  /**
   * Runs a job in the worker thread, after any job already running or waiting (one
   * at a time). Its upload, if given, is read only as fast as the job consumes it, and
   * destroyed if the job ends before reading all of it (as a failed stream pipeline
   * would). An HttpError thrown by the job is thrown here as an HttpError.
   */
  run<K extends keyof Jobs['jobs'] & string>(
    job: K,
    input: JobInput<Jobs['jobs'][K]>,
    options?: { upload?: Readable },
  ): Promise<JobResult<Jobs['jobs'][K]>>;
  /** Waits for the job under way (at most `graceMs`), then ends the thread; later runs are refused. */
  close(graceMs?: number): Promise<void>;
}

/** In the sources (tests, tsx) the module is TypeScript: the thread needs tsx and the packages' sources too. */
function sourceOf(module: URL): { href: string; typescript: boolean } {
  const path = fileURLToPath(module);
  const ts = path.replace(/\.js$/, '.ts');
  if (!existsSync(path) && ts !== path && existsSync(ts)) return { href: pathToFileURL(ts).href, typescript: true };
  return { href: module.href, typescript: path.endsWith('.ts') };
}

/** tsx's ESM register API (its CommonJS build cannot register ESM hooks in a thread). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: { './esm/api': { import: { default: string } } } };
  return join(dirname(manifest), exports['./esm/api'].import.default);
}

function startThread(options: WorkerJobsOptions): Worker {
  const module = sourceOf(options.module);
  const workerData = { module: module.href, niceness: options.niceness ?? 10 };
  if (!module.typescript) return new Worker(new URL('./worker-entry.js', import.meta.url), { workerData, name: options.name });
  const tsx = pathToFileURL(tsxEsmApi()).href;
  const entry = sourceOf(new URL('./worker-entry.js', import.meta.url)).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, name: options.name, execArgv: ['--conditions=development'] });
}

/**
 * Runs the jobs of one module in a worker thread of their own, so their CPU work
 * (parsing, validating, building SQL and XML, the database driver's encoding and
 * decoding, the garbage they leave) never holds up the main thread's event loop.
 * The thread starts at the first job, is kept while jobs come, and ends when idle.
 */
export function createWorkerJobs<Jobs extends WorkerJobs>(options: WorkerJobsOptions): WorkerJobRunner<Jobs> {
  const idleMs = options.idleMs ?? 60_000;
  let thread: { worker: Worker; exited: Promise<Error | undefined> } | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let lastId = 0;
  let closed = false;

  function ensureThread() {
    if (thread) return thread;
    const worker = startThread(options);
    worker.unref(); // an idle thread never keeps the process alive
    let failure: Error | undefined;
    worker.on('error', (err) => {
      failure = err;
      options.logger?.error({ err, worker: options.name }, 'worker thread failed');
    });
    const exited = new Promise<Error | undefined>((resolve) => worker.once('exit', () => resolve(failure)));
    const started = { worker, exited };
    void exited.then(() => {
      if (thread === started) thread = undefined;
    });
    thread = started;
    return started;
  }

  async function stopThread(graceMs: number): Promise<void> {
    const stopping = thread;
    if (!stopping) return;
    thread = undefined;
    stopping.worker.postMessage({ type: 'close' } satisfies ToWorker);
    const timer = setTimeout(() => void stopping.worker.terminate(), graceMs);
    await stopping.exited;
    clearTimeout(timer);
  }

  function runOne(job: string, input: unknown, upload: Readable | undefined, traceparent: string | undefined, origin: RequestOrigin | undefined): Promise<unknown> {
    const { worker, exited } = ensureThread();
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      const chunks = upload?.[Symbol.asyncIterator]();
      let uploadEnded = !upload;
      let uploadError: unknown;
      let settled = false;
      const send = (message: ToWorker, transfer: ArrayBuffer[] = []) => {
        if (!settled) worker.postMessage(message, transfer);
      };
      const pull = () => {
        chunks!.next().then(
          ({ done, value }: IteratorResult<Buffer>) => {
            if (done) {
              uploadEnded = true;
              send({ type: 'end', id });
              return;
            }
            const bytes = new Uint8Array(value); // a copy of just this chunk, its buffer handed over
            send({ type: 'chunk', id, bytes }, [bytes.buffer]);
          },
          (err: unknown) => {
            uploadEnded = true;
            uploadError = err;
            send({ type: 'abort', id, error: toWire(err) });
          },
        );
      };
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        worker.off('message', onMessage);
        worker.unref();
        // The job ended before the file did (a refusal): let go of the rest, as a failed pipeline does.
        if (!uploadEnded) void chunks!.return?.();
        outcome();
      };
      const onMessage = (message: FromWorker) => {
        if (message.id !== id) return;
        if (message.type === 'pull') pull();
        else if (message.type === 'done') finish(() => resolve(message.result));
        // A broken upload (too large, cut off) is what the job failed on: answer its own error.
        else finish(() => reject(uploadError ?? fromWire(message.error)));
      };
      worker.on('message', onMessage);
      void exited.then((failure) =>
        finish(() => reject(uploadError ?? new Error(`The ${options.name} worker thread stopped before its job was done${failure ? `: ${failure.message}` : ''}`, { cause: failure }))),
      );
      worker.ref(); // a job under way keeps the process alive, as the request waiting for it does
      send({ type: 'run', id, job, input, upload: upload !== undefined, traceparent, origin });
    });
  }

  return {
    run(job, input, { upload } = {}) {
      if (closed) return Promise.reject(new Error(`The ${options.name} worker is closed`));
      clearTimeout(idleTimer);
      pending++;
      const traceparent = traceparentOf(); // the request's trace, read before the job waits its turn
      const origin = requestOriginOf();
      const result = queue.then(() => runOne(job, input, upload, traceparent, origin));
      queue = result
        .catch(() => undefined)
        .finally(() => {
          if (--pending === 0 && !closed) idleTimer = setTimeout(() => void stopThread(5_000), idleMs).unref();
        });
      return result as Promise<JobResult<Jobs['jobs'][typeof job]>>;
    },
    async close(graceMs = 10_000) {
      closed = true;
      clearTimeout(idleTimer);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([queue, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      await stopThread(5_000);
    },
  };
}
