import type { ExpiringMap } from './expiring-map.js';

export interface Failures {
  count: number;
  windowStart: number;
}

/**
 * Counts failed logins per address, across the gateway's replicas (the map is
 * shared); past the limit, that address waits out the window.
 */
export class LoginLimiter {
  constructor(
    private readonly failures: ExpiringMap<Failures>,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds the address must still wait, or 0 when it may try. */
  async retryAfterSeconds(address: string): Promise<number> {
    const entry = this.current(await this.failures.get(address));
    if (!entry || entry.count < this.maxFailures) return 0;
    return Math.ceil((entry.windowStart + this.windowMs - this.now()) / 1000);
  }

  async recordFailure(address: string): Promise<void> {
    await this.failures.update(address, (stored) => {
      const entry = this.current(stored) ?? { count: 0, windowStart: this.now() };
      return { ...entry, count: entry.count + 1 };
    });
  }

  async recordSuccess(address: string): Promise<void> {
    await this.failures.delete(address);
  }

  private current(entry: Failures | undefined): Failures | undefined {
    return entry && this.now() - entry.windowStart < this.windowMs ? entry : undefined;
  }
}
