import { HttpError } from '@local-seo/service-kit';

/**
 * Runs at most `concurrency` tasks at once and keeps at most `maxWaiting` in line;
 * past that a task is refused at once (503 with Retry-After) rather than queued
 * without end. The password checks go through one: each argon2id hash takes 19 MiB
 * and a thread of the pool every other request needs too.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly busyMessage: string,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new HttpError(503, this.busyMessage).retryAfter(5);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next(); // the slot passes straight to the next in line
      else this.running--;
    }
  }
}
