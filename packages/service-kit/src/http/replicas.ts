import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import { isIP, setDefaultAutoSelectFamilyAttemptTimeout, type LookupFunction } from 'node:net';
import { setRetryTarget } from '@local-seo/contracts';

/**
 * Several replicas behind one name (compose's DNS answers every replica's address): which
 * address a call goes to, so that the one retry of a failed call (contracts' retry.ts)
 * goes to another replica, and an address that just refused is left alone for a while.
 * In Kubernetes a Service's name is one address and the cluster spreads the connections.
 */
export interface ReplicaPicker {
  /** The URL at another address than those that just `failed` for the same host (the same URL where there is none). */
  otherReplica(url: URL, failed: readonly string[]): Promise<URL>;
  /** A lookup for net/http agents: the host's addresses in turn, those that refused lately last. */
  lookup: LookupFunction;
  /** Leaves `address` aside for a while (it refused a connection). */
  failed(address: string): void;
  /**
   * Leaves `address` aside until it has surely stopped: its answers close their connections,
   * as a replica's do while it drains before it stops (service-kit's closing-connections.ts).
   * Compose's DNS still names it, and a new connection that reaches it just as it closes
   * would cut a write already sent.
   */
  leaving(address: string): void;
}

type Resolve = (hostname: string) => Promise<LookupAddress[]>;
const resolveAll: Resolve = (hostname) => promisify(dnsLookup)(hostname, { all: true });

/** How long an address that refused is tried last. */
const restMs = 5000;
/** How long a leaving one is: past its drain (SHUTDOWN_DRAIN_MS, 5 s) and its close. */
const leavingMs = 20_000;

export function createReplicaPicker(options: { resolve?: Resolve; now?: () => number } = {}): ReplicaPicker {
  const resolve = options.resolve ?? resolveAll;
  const now = options.now ?? Date.now;
  const resting = new Map<string, number>();
  let turn = 0;

  const isResting = (address: string) => (resting.get(address) ?? 0) > now();
  /** The host's addresses, those not resting first, rotated so new connections spread. */
  async function ordered(hostname: string): Promise<LookupAddress[]> {
    const all = await resolve(hostname);
    const start = all.length > 0 ? turn++ % all.length : 0;
    const rotated = [...all.slice(start), ...all.slice(0, start)];
    return [...rotated.filter((a) => !isResting(a.address)), ...rotated.filter((a) => isResting(a.address))];
  }

  const picker: ReplicaPicker = {
    failed(address) {
      resting.set(address, now() + restMs);
    },
    leaving(address) {
      resting.set(address, now() + leavingMs);
    },
    async otherReplica(url, failed) {
      for (const address of failed) picker.failed(address);
      const hostname = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(hostname)) return url;
      const others = (await ordered(hostname).catch(() => [])).filter((a) => !isResting(a.address)); // those that just failed rest now
      const pick = others[0];
      if (!pick) return url;
      const other = new URL(url);
      other.hostname = pick.family === 6 ? `[${pick.address}]` : pick.address;
      return other;
    },
    lookup: ((hostname: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      ordered(hostname).then(
        (addresses) => {
          if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
          if (lookupOptions.all) return callback(null, addresses);
          callback(null, addresses[0]!.address, addresses[0]!.family);
        },
        (err: unknown) => callback(err),
      );
    }) as LookupFunction,
  };
  return picker;
}

/** This process's picker; calls between the parts retry on another replica through it. */
export const replicas = createReplicaPicker();

/**
 * How long a connection attempt to one of a name's addresses may take before the next address
 * is tried. Node's own 250 ms is measured in event-loop time: on a busy machine (a rollout
 * starting replicas on every core) a loop late by more than that gives up on a replica that
 * had already answered, and a name whose other replica is restarting then fails at once
 * (github.com/nodejs/node/issues/54359). A replica that is really gone is passed over after this.
 */
export const connectAttemptMs = 2000;

/**
 * Makes every contracts client's one retry go to another replica, and gives each address a
 * connection attempt a busy machine can keep (call once at a server's start).
 */
export function spreadRetriesAcrossReplicas(): void {
  setRetryTarget((url, failed) => replicas.otherReplica(url, failed));
  setDefaultAutoSelectFamilyAttemptTimeout(connectAttemptMs);
}
