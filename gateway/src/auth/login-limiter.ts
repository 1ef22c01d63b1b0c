interface Failures {
  count: number;
  windowStart: number;
}

/** Counts failed logins per address; past the limit, that address waits out the window. */
export class LoginLimiter {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds the address must still wait, or 0 when it may try. */
  retryAfterSeconds(address: string): number {
    const entry = this.current(address);
    if (!entry || entry.count < this.maxFailures) return 0;
    return Math.ceil((entry.windowStart + this.windowMs - this.now()) / 1000);
  }

  recordFailure(address: string): void {
    const entry = this.current(address) ?? { count: 0, windowStart: this.now() };
    entry.count += 1;
    this.failures.set(address, entry);
  }

  recordSuccess(address: string): void {
    this.failures.delete(address);
  }

  private current(address: string): Failures | undefined {
    const entry = this.failures.get(address);
    if (entry && this.now() - entry.windowStart >= this.windowMs) {
      this.failures.delete(address);
      return undefined;
    }
    return entry;
  }
}
