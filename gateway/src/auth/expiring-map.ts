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
  private sweepAbove = 1000;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<T | undefined> {
    return this.read(key);
  }

  async set(key: string, value: T): Promise<void> {
    this.write(key, value);
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** Read and write with no await between them: concurrent updates cannot interleave. */
  async update(key: string, change: (current: T | undefined) => T): Promise<T> {
    const value = change(this.read(key));
    this.write(key, value);
    return value;
  }

  private read(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) this.entries.delete(key);
    return this.entries.get(key)?.value;
  }

  private write(key: string, value: T): void {
    this.sweep();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  async close(): Promise<void> {}

  /** Drops expired entries once the map has doubled since the last sweep (not at every write: a flood of addresses would make each write scan them all). */
  private sweep(): void {
    if (this.entries.size < this.sweepAbove) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    this.sweepAbove = Math.max(1000, this.entries.size * 2);
  }
}
