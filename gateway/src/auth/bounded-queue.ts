import { HttpError } from '@local-seo/service-kit';

export interface LaneLimits {
  /** At most this many of the lane's tasks run at once (within the queue's own concurrency). */
  maxRunning: number;
  /** Past this many waiting, the lane's next task is refused at once. */
  maxWaiting: number;
  busyMessage: string;
}

interface LaneState {
  limits: LaneLimits;
  running: number;
  waiting: (() => void)[];
}

/**
 * Runs at most `concurrency` tasks at once, in lanes that each keep at most
 * `maxWaiting` in line; past that a task is refused at once (503 with Retry-After)
 * rather than queued without end. The password checks go through one: each argon2id
 * hash takes 19 MiB and a thread of the pool every other request needs too.
 *
 * A lane whose `maxRunning` is below the concurrency can never take every slot, and a
 * freed slot goes to the lanes in the order they were named: so the first lane
 * (sign-in) always keeps a share no other work can take (docs/decisions.md, decision 14).
 */
export class BoundedQueue<Lane extends string> {
  private running = 0;
  private readonly lanes: Map<Lane, LaneState>;

  constructor(
    private readonly concurrency: number,
    lanes: Record<Lane, LaneLimits>,
  ) {
    this.lanes = new Map((Object.entries(lanes) as [Lane, LaneLimits][]).map(([name, limits]) => [name, { limits, running: 0, waiting: [] }]));
  }

  async run<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
    const state = this.lanes.get(lane)!;
    if (this.canStart(state)) this.start(state);
    else if (state.waiting.length >= state.limits.maxWaiting) throw new HttpError(503, state.limits.busyMessage).retryAfter(5);
    else await new Promise<void>((resolve) => state.waiting.push(resolve)); // started by the task that ends before it
    try {
      return await task();
    } finally {
      this.running--;
      state.running--;
      this.dispatch();
    }
  }

  private canStart(state: LaneState): boolean {
    return this.running < this.concurrency && state.running < state.limits.maxRunning;
  }

  private start(state: LaneState): void {
    this.running++;
    state.running++;
  }

  /** Freed slots go to the waiting tasks, the first-named lane's first. */
  private dispatch(): void {
    for (const state of this.lanes.values()) {
      while (state.waiting.length > 0 && this.canStart(state)) {
        this.start(state);
        state.waiting.shift()!();
      }
    }
  }
}
