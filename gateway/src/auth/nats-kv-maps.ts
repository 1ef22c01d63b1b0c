import { JetStreamApiError } from '@nats-io/jetstream';
import { Kvm, type KV, type KvEntry } from '@nats-io/kv';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { HttpError, natsCredentials, natsServers, type ServiceEnv } from '@local-seo/service-kit';
import type { ExpiringMap, ExpiringMapFactory } from './expiring-map.js';

interface NatsKvMapsOptions {
  /** Buckets are named `<prefix>_<name>` (default prefix: gateway). */
  prefix?: string;
  /** Copies JetStream keeps of each bucket (NATS_STREAM_REPLICAS). */
  replicas?: number;
}

/** Maps kept in NATS KV buckets, one per name, so every gateway replica sees them. */
export function natsKvMaps(nc: NatsConnection, { prefix = 'gateway', replicas = 1 }: NatsKvMapsOptions = {}): ExpiringMapFactory {
  const kvm = new Kvm(nc);
  const link = followConnection(nc);
  return async <T>(name: string, ttlMs: number) => {
    // create() binds to the bucket when it exists with the same settings.
    const kv = await kvm.create(`${prefix}_${name}`, { history: 1, ttl: ttlMs, replicas });
    const map = new NatsKvMap<T>(kv, ttlMs, link);
    await map.mirror();
    return map;
  };
}

/**
 * The gateway's replicas' shared maps, on a NATS connection of their own (only the gateway's
 * NATS user may use the buckets); `close` drains it once the maps are closed.
 */
export async function connectNatsKvMaps(config: ServiceEnv & { NATS_URL: string }): Promise<{ maps: ExpiringMapFactory; close(): Promise<void> }> {
  const connection = await connect({
    ...natsCredentials(config),
    servers: natsServers(config.NATS_URL),
    name: 'gateway-shared-state',
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
  });
  return { maps: natsKvMaps(connection, { replicas: config.NATS_STREAM_REPLICAS }), close: () => connection.drain() };
}

/** Whether the connection is up now: while it is not, requests would only wait for their timeout. */
function followConnection(nc: NatsConnection): { up(): boolean } {
  let up = true;
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') up = false;
      else if (status.type === 'reconnect') up = true;
    }
  })();
  return { up: () => up && !nc.isClosed() };
}

/** Another replica wrote between our read and write: read again (a short random pause spreads the retries). */
const conflictRetries = 30;
const wrongLastSequence = 10071;
const isConflict = (err: unknown) => err instanceof JetStreamApiError && err.code === wrongLastSequence;
const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 20));

/** An answer the person can act on while NATS is unreachable (never a driver message). */
function unavailable(err: unknown): HttpError {
  const error = new HttpError(503, 'Admin sign-in is unavailable for a moment; please try again shortly');
  error.cause = err;
  return error;
}

const live = (entry: KvEntry | null): entry is KvEntry => entry !== null && entry.operation === 'PUT';

// Keys allow only [-/_=.a-zA-Z0-9]: encode them (session ids are base64url already, addresses are not).
const keyOf = (key: string) => Buffer.from(key).toString('base64url');

/**
 * Reads ask the bucket; a copy kept current by a watch answers them while NATS is
 * unreachable, so a signed-in admin keeps working through an outage (the services take
 * writes then: their outboxes hold the events). Signing in and out need NATS.
 */
class NatsKvMap<T> implements ExpiringMap<T> {
  private readonly copy = new Map<string, { value: T; seenAt: number }>();
  private readonly updating = new Map<string, Promise<unknown>>();
  private stopWatching = () => undefined as void;
  private sweepAbove = 1000;

  constructor(
    private readonly kv: KV,
    private readonly ttlMs: number,
    private readonly link: { up(): boolean },
  ) {}

  async mirror(): Promise<void> {
    const updates = await this.kv.watch();
    this.stopWatching = () => updates.stop();
    void (async () => {
      for await (const entry of updates) this.remember(entry.key, entry);
    })();
  }

  async get(key: string): Promise<T | undefined> {
    const fromCopy = () => {
      const copied = this.copy.get(keyOf(key));
      return copied && Date.now() - copied.seenAt < this.ttlMs ? copied.value : undefined;
    };
    if (!this.link.up()) return fromCopy();
    let entry: KvEntry | null;
    try {
      entry = await this.kv.get(keyOf(key));
    } catch {
      return fromCopy();
    }
    this.remember(keyOf(key), entry);
    return live(entry) ? entry.json<T>() : undefined;
  }

  async close(): Promise<void> {
    this.stopWatching();
  }

  private remember(key: string, entry: KvEntry | null): void {
    if (!live(entry)) {
      this.copy.delete(key);
      return;
    }
    this.copy.set(key, { value: entry.json<T>(), seenAt: Date.now() });
    // The bucket forgets old entries without telling the watch: forget them here too.
    if (this.copy.size > this.sweepAbove) {
      const now = Date.now();
      for (const [k, copied] of this.copy) if (now - copied.seenAt >= this.ttlMs) this.copy.delete(k);
      this.sweepAbove = Math.max(1000, this.copy.size * 2);
    }
  }

  async set(key: string, value: T): Promise<void> {
    await this.call(() => this.kv.put(keyOf(key), JSON.stringify(value)));
    // This replica's own write counts at once, before its watch brings it back (NATS may go in between).
    this.copy.set(keyOf(key), { value, seenAt: Date.now() });
  }

  async delete(key: string): Promise<void> {
    await this.call(() => this.kv.delete(keyOf(key)));
    this.copy.delete(keyOf(key));
  }

  /**
   * One update per key at a time in this replica (a burst would otherwise make its
   * own writes conflict over and over); other replicas are kept out by compare-and-set.
   */
  async update(key: string, change: (current: T | undefined) => T): Promise<T> {
    const run = (this.updating.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => this.compareAndSet(key, change));
    this.updating.set(key, run);
    try {
      return await run;
    } finally {
      if (this.updating.get(key) === run) this.updating.delete(key);
    }
  }

  private async compareAndSet(key: string, change: (current: T | undefined) => T): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const entry = await this.call(() => this.kv.get(keyOf(key)));
      const value = change(live(entry) ? entry.json<T>() : undefined);
      const data = JSON.stringify(value);
      try {
        // Written only if nobody wrote since our read (compare-and-set on the revision).
        if (entry) await this.kv.update(keyOf(key), data, entry.revision);
        else await this.kv.create(keyOf(key), data);
        return value;
      } catch (err) {
        if (!isConflict(err) || attempt >= conflictRetries) throw unavailable(err);
        await pause();
      }
    }
  }

  private async call<R>(operation: () => Promise<R>): Promise<R> {
    if (!this.link.up()) throw unavailable(new Error('NATS is not connected'));
    try {
      return await operation();
    } catch (err) {
      throw unavailable(err);
    }
  }
}
