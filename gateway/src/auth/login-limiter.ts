import type { ExpiringMap } from './expiring-map.js';

/** The times (ms) of the attempts counted under one key, oldest first; at most the key's limit of them. */
export interface Failures {
  at: number[];
}

export interface LoginLimits {
  /** Failures per unknown device's address in a window. */
  perAddress: number;
  /** Failures per account (e-mail) in a window from unknown devices, from any address: guessing one account's password from many. */
  perAccount: number;
  /** Failures across every unknown device in a window (a spread-out guessing campaign). Known devices are never held by it. */
  site: number;
  /** Failures per known device (a valid device cookie for the account tried) in a window. */
  perDevice: number;
  /** The sliding window: an attempt counts for this long after it was made. */
  windowMs: number;
}

/**
 * Who is trying (docs/decisions.md, decision 14): a browser holding a valid device cookie for the account
 * tried is a known device, counted on its own; anyone else is an unknown device,
 * counted per address, per account and for the whole site.
 */
export type LoginAttempt = { device: string } | { address: string; account: string };

export type LimitScope = 'device' | 'address' | 'account' | 'site';
export type LoginGate = { allowed: true } | { allowed: false; scope: LimitScope; retryAfterSeconds: number };

// Each kind of key has its own prefix: a client address, an e-mail or a device id can never name another kind's count.
const keysOf = (attempt: LoginAttempt): { key: string; scope: LimitScope }[] =>
  'device' in attempt
    ? [{ key: `device:${attempt.device}`, scope: 'device' }]
    : [
        { key: `address:${attempt.address}`, scope: 'address' },
        { key: `account:${attempt.account.toLowerCase()}`, scope: 'account' },
        { key: 'site', scope: 'site' },
      ];

/**
 * Counts sign-in attempts in a sliding window, across the gateway's replicas (the map is
 * shared). An attempt is counted before its password is checked, so a burst sent at once
 * cannot slip past the limit while the slow checks run; a correct password gives back
 * the attempt it had taken, and no other: failures made before it still count
 * (docs/decisions.md, decision 14).
 */
export class LoginLimiter {
  constructor(
    private readonly counts: ExpiringMap<Failures>,
    private readonly limits: LoginLimits,
    // Read at each call (not Date.now kept once), so a test's clock that moves the date moves the window too.
    private readonly now: () => number = () => Date.now(),
  ) {}

  private limitOf(scope: LimitScope): number {
    return scope === 'device' ? this.limits.perDevice : scope === 'address' ? this.limits.perAddress : scope === 'account' ? this.limits.perAccount : this.limits.site;
  }

  /** Counts an attempt, or refuses it when one of its counts is at its limit; a refused attempt gives back what it had taken. */
  async reserve(attempt: LoginAttempt): Promise<LoginGate> {
    const taken: string[] = [];
    for (const { key, scope } of keysOf(attempt)) {
      const wait = await this.take(key, this.limitOf(scope), this.limits.windowMs);
      if (wait > 0) {
        for (const done of taken) await this.giveBack(done);
        return { allowed: false, scope, retryAfterSeconds: wait };
      }
      taken.push(key);
    }
    return { allowed: true };
  }

  /**
   * The password was right: a known device starts afresh; an unknown one gives back only
   * this attempt, so a correct sign-in of one's own account cannot wipe guesses made on
   * others from the same address.
   */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    if ('device' in attempt) await this.counts.delete(`device:${attempt.device}`);
    else await this.withdraw(attempt);
  }

  /** The attempt was never judged (the check could not run): it counts for none. */
  async withdraw(attempt: LoginAttempt): Promise<void> {
    for (const { key } of keysOf(attempt)) await this.giveBack(key);
  }

  /**
   * Takes one of `limit` places under `key` for `windowMs` (a named count such as one
   * account's password changes, or a lock when `limit` is 1): 0 when taken, else the
   * seconds until the oldest place frees.
   */
  async take(key: string, limit: number, windowMs: number): Promise<number> {
    let wait = 0;
    await this.counts.update(key, (stored) => {
      wait = 0; // a retried update (another replica wrote first) decides afresh
      const now = this.now();
      const at = this.recent(stored, windowMs, now);
      if (at.length < limit) return { at: [...at, now] };
      // The window slides: the attempt that frees a place is the limit-th most recent one.
      wait = Math.max(1, Math.ceil((at[at.length - limit]! + windowMs - now) / 1000));
      return { at };
    });
    return wait;
  }

  /** Gives back the latest place taken under `key`. */
  async giveBack(key: string): Promise<void> {
    await this.counts.update(key, (stored) => ({ at: (stored && Array.isArray(stored.at) ? stored.at : []).slice(0, -1) }));
  }

  /** Frees every place under `key` (a lock whose holder is done). */
  async release(key: string): Promise<void> {
    await this.counts.delete(key);
  }

  /** The attempts still inside the window. Entries of another shape (an older version's) count as none. */
  private recent(stored: Failures | undefined, windowMs: number, now: number): number[] {
    if (!stored || !Array.isArray(stored.at)) return [];
    return stored.at.filter((time) => typeof time === 'number' && now - time < windowMs);
  }
}
