/**
 * At most `limit` calls in any `windowMs` (a sliding log of the calls' times,
 * never more than `limit` entries): a burst cannot spend more than the cap,
 * and the cap frees up call by call rather than all at once.
 */
export class CallBudget {
  private readonly times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends one call when the window has room; false when it has none. */
  take(): boolean {
    const at = this.forgetOld();
    if (this.times.length >= this.limit) return false;
    this.times.push(at);
    return true;
  }

  /** How long until `take()` can succeed again (0: now). */
  waitMs(): number {
    const at = this.forgetOld();
    return this.times.length < this.limit ? 0 : this.times[0]! + this.windowMs - at;
  }

  private forgetOld(): number {
    const at = this.now();
    while (this.times.length > 0 && this.times[0]! <= at - this.windowMs) this.times.shift();
    return at;
  }
}
