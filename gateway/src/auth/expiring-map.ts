/**
 * Small state the gateway's replicas share (admin sessions, failed logins): values
 * that expire `ttlMs` after their last write. In memory for one process (all-in-one,
 * tests), in a NATS KV bucket when the gateway runs as several replicas.
 */
export interface ExpiringMap<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** Read, change and write back; retried when another replica wrote in between. */
  update(key: string, change: (current: T | undefined) => T): Promise<T>;
  /** Stops what the map runs in the background. */
  close(): Promise<void>;
}

/** Opens (creating if needed) the named map whose entries live `ttlMs`. */
export type ExpiringMapFactory = <T>(name: string, ttlMs: number) => Promise<ExpiringMap<T>>;

export const memoryMaps: ExpiringMapFactory = async (_name, ttlMs) => new MemoryExpiringMap(ttlMs);

export class MemoryExpiringMap<T> implements ExpiringMap<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) this.entries.delete(key);
    return this.entries.get(key)?.value;
  }

  async set(key: string, value: T): Promise<void> {
    this.sweep();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async update(key: string, change: (current: T | undefined) => T): Promise<T> {
    const value = change(await this.get(key));
    await this.set(key, value);
    return value;
  }

  async close(): Promise<void> {}

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
