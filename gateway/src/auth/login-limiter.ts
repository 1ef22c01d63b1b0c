import type { ExpiringMap } from './expiring-map.js';

export interface Failures {
  count: number;
  windowStart: number;
}

export interface LoginLimits {
  /** Attempts that may fail per address in a window. */
  perAddress: number;
  /** Attempts that may fail per account (e-mail) in a window, from any address: guessing one account's password from many. */
  perAccount?: number;
  /** Attempts that may fail across every address in a window (a spread-out guessing campaign). */
  site: number;
  windowMs: number;
}

type LoginGate = { allowed: true } | { allowed: false; scope: 'address' | 'account' | 'site'; retryAfterSeconds: number };

/** The key of the site-wide count: no client address looks like it. */
const siteKey = '*';
/** An account's count: no client address starts with 'account:'. */
const accountKey = (email: string) => `account:${email.toLowerCase()}`;

/**
 * Counts sign-in attempts per address and for the whole site, across the gateway's
 * replicas (the map is shared). An attempt is counted before its password is checked,
 * so a burst sent at once cannot slip past the limit while the slow checks run; a
 * correct password gives its attempt back.
 */
export class LoginLimiter {
  constructor(
    private readonly failures: ExpiringMap<Failures>,
    private readonly limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an attempt, or refuses it when the address, the account (the e-mail tried,
   * known or not: the answer never tells which) or the site is at its limit. A refused
   * attempt gives back what it had taken.
   */
  async reserve(address: string, account?: string): Promise<LoginGate> {
    const forAddress = await this.take(address, this.limits.perAddress);
    if (forAddress > 0) return { allowed: false, scope: 'address', retryAfterSeconds: forAddress };
    if (account !== undefined) {
      const forAccount = await this.take(accountKey(account), this.limits.perAccount ?? this.limits.perAddress);
      if (forAccount > 0) {
        await this.giveBack(address);
        return { allowed: false, scope: 'account', retryAfterSeconds: forAccount };
      }
    }
    const forSite = await this.take(siteKey, this.limits.site);
    if (forSite > 0) {
      await this.giveBack(address);
      if (account !== undefined) await this.giveBack(accountKey(account));
      return { allowed: false, scope: 'site', retryAfterSeconds: forSite };
    }
    return { allowed: true };
  }

  /** The password was right: the address and the account start afresh, and the attempt no longer counts for the site. */
  async succeeded(address: string, account?: string): Promise<void> {
    await this.failures.delete(address);
    if (account !== undefined) await this.failures.delete(accountKey(account));
    await this.giveBack(siteKey);
  }

  /** The attempt was never judged (the check could not run): it counts for none. */
  async withdraw(address: string, account?: string): Promise<void> {
    await this.giveBack(address);
    if (account !== undefined) await this.giveBack(accountKey(account));
    await this.giveBack(siteKey);
  }

  /** Takes one attempt of the key's allowance: 0 when taken, else the seconds until the window ends. */
  private async take(key: string, limit: number): Promise<number> {
    let wait = 0;
    await this.failures.update(key, (stored) => {
      wait = 0; // a retried update (another replica wrote first) decides afresh
      const entry = this.current(stored) ?? { count: 0, windowStart: this.now() };
      if (entry.count < limit) return { ...entry, count: entry.count + 1 };
      wait = Math.max(1, Math.ceil((entry.windowStart + this.limits.windowMs - this.now()) / 1000));
      return entry;
    });
    return wait;
  }

  private async giveBack(key: string): Promise<void> {
    await this.failures.update(key, (stored) => {
      const entry = this.current(stored) ?? { count: 0, windowStart: this.now() };
      return { ...entry, count: Math.max(0, entry.count - 1) };
    });
  }

  private current(entry: Failures | undefined): Failures | undefined {
    return entry && this.now() - entry.windowStart < this.limits.windowMs ? entry : undefined;
  }
}
