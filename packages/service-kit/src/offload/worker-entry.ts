/**
 * The worker thread's side of createWorkerJobs: loads the module that defines the
 * jobs, runs the jobs it is sent one at a time, and turns each upload back into a
 * stream that asks the main thread for its next chunk only when it wants one.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerJobs } from './define.js';
import { fromWire, toWire, type FromWorker, type ToWorker } from './wire.js';

const port = parentPort!;
const { module, niceness } = workerData as { module: string; niceness: number };
const post = (message: FromWorker) => port.postMessage(message);

/**
 * Lower this thread's scheduling priority (Linux: a thread id is a pid to setpriority),
 * so when the cores are busy the main thread, which answers the pages, runs first and
 * the job takes the time left over. Elsewhere the job simply runs at normal priority.
 */
function lowerPriority(): void {
  if (niceness <= 0) return;
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), niceness);
  } catch {
    // not Linux, or not allowed: same priority as the main thread
  }
}
lowerPriority();

const { workerJobs } = (await import(module)) as { workerJobs: WorkerJobs };
let current: { id: number; upload: Readable | undefined } | undefined;

async function run({ id, job, input, upload: hasUpload, traceparent, origin }: Extract<ToWorker, { type: 'run' }>): Promise<void> {
  const upload = hasUpload ? new Readable({ read: () => post({ type: 'pull', id }) }) : undefined;
  current = { id, upload };
  try {
    const work = workerJobs.jobs[job];
    if (!work) throw new Error(`No job named "${job}" in ${module}`);
    post({ type: 'done', id, result: await work(input, { upload, traceparent, origin }) });
  } catch (err) {
    post({ type: 'failed', id, error: toWire(err) });
  } finally {
    current = undefined;
    upload?.destroy();
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'close') {
    void (workerJobs.close?.() ?? Promise.resolve()).finally(() => process.exit(0));
    return;
  }
  if (message.type === 'run') {
    void run(message);
    return;
  }
  const upload = current?.id === message.id ? current.upload : undefined;
  if (!upload || upload.destroyed) return; // the job is over: a late chunk is dropped
  if (message.type === 'chunk') upload.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
  else if (message.type === 'end') upload.push(null);
  else upload.destroy(fromWire(message.error));
});
