import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { failedAddresses, fetchWithRetry, mayRetry, setRetryTarget } from '@local-seo/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createReplicaPicker, spreadRetriesAcrossReplicas } from '../src/http/replicas.js';

/**
 * The one-retry rule between the parts (docs/decisions.md, decision 13): a request whose
 * connection failed goes once more to another replica, a read whatever the failure, a
 * write only when it never reached a server.
 */
const servers: Server[] = [];
async function listen(handler: Parameters<typeof createServer>[1], host = '127.0.0.1', port = 0): Promise<URL> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return new URL(`http://${host}:${(server.address() as AddressInfo).port}`);
}
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

let healthy: URL;
const seen: string[] = [];
beforeAll(async () => {
  healthy = await listen((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.end('answered');
  });
});
afterEach(() => {
  seen.length = 0;
  setRetryTarget(async (url) => url);
});

/** A port nobody listens on: the connection is refused (the replica never got the request). */
async function refusing(): Promise<URL> {
  const url = await listen(() => undefined);
  await new Promise((resolve) => servers.pop()!.close(resolve));
  return url;
}
/** A replica killed while it had the request: the connection is cut before an answer. */
const cutting = () => listen((request) => request.socket.destroy());

const toHealthy = (url: URL) => new URL(`${url.pathname}${url.search}`, healthy);

describe('one retry, to another replica', () => {
  it('sends a read whose connection was refused once more, elsewhere', async () => {
    setRetryTarget(async (url) => toHealthy(url));
    const response = await fetchWithRetry(new URL('/api/cities', await refusing()));
    expect(await response.text()).toBe('answered');
    expect(seen).toEqual(['GET /api/cities']);
  });

  it('sends a read cut off on the way once more, elsewhere', async () => {
    setRetryTarget(async (url) => toHealthy(url));
    const response = await fetchWithRetry(new URL('/api/cities', await cutting()));
    expect(response.status).toBe(200);
    expect(seen).toEqual(['GET /api/cities']);
  });

  it('sends a write whose connection was refused once more: it never reached anyone', async () => {
    setRetryTarget(async (url) => toHealthy(url));
    const response = await fetchWithRetry(new URL('/api/cities', await refusing()), { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(seen).toEqual(['POST /api/cities']);
  });

  it('never sends again a write that may have been applied (cut off after it was sent)', async () => {
    setRetryTarget(async (url) => toHealthy(url));
    await expect(fetchWithRetry(new URL('/api/cities', await cutting()), { method: 'POST', body: '{}' })).rejects.toThrow();
    expect(seen).toEqual([]);
  });

  it('retries once only', async () => {
    const dead = await refusing();
    setRetryTarget(async (url) => new URL(`${url.pathname}`, dead));
    await expect(fetchWithRetry(new URL('/api/cities', dead))).rejects.toThrow();
  });

  it('tells the failures apart by their codes', () => {
    const failure = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } });
    expect(mayRetry('POST', failure('ECONNREFUSED'))).toBe(true);
    expect(mayRetry('POST', failure('ECONNRESET'))).toBe(false);
    expect(mayRetry('GET', failure('ECONNRESET'))).toBe(true);
    expect(mayRetry('GET', new DOMException('timed out', 'TimeoutError'))).toBe(false);
    expect(mayRetry('GET', failure('ENOTFOUND'))).toBe(false);
    // A connect that timed out never carried the request, whatever its code says.
    expect(mayRetry('POST', Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT', syscall: 'connect', address: '10.0.0.4' }))).toBe(true);
    expect(mayRetry('POST', Object.assign(new Error('read ETIMEDOUT'), { code: 'ETIMEDOUT', syscall: 'read' }))).toBe(false);
  });
});

describe('the replicas behind one name', () => {
  const addresses = ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((address) => ({ address, family: 4 }));
  const resolve = async () => addresses;

  it('retries at another address than the one that refused, and leaves that one aside for a while', async () => {
    let now = 0;
    const picker = createReplicaPicker({ resolve, now: () => now });
    const url = new URL('http://catalog:3002/api/products?page=2');
    const other = await picker.otherReplica(url, ['10.0.0.1']);
    expect(other.hostname).not.toBe('10.0.0.1');
    expect(`${other.pathname}${other.search}`).toBe('/api/products?page=2');
    for (let i = 0; i < 6; i++) expect((await picker.otherReplica(url, [])).hostname).not.toBe('10.0.0.1');
    now += 10_000; // rested
    const seenAgain = new Set<string>();
    for (let i = 0; i < 6; i++) seenAgain.add((await picker.otherReplica(url, [])).hostname);
    expect(seenAgain.has('10.0.0.1')).toBe(true);
  });

  it('leaves a replica that is leaving (its answers close their connections) aside until it has surely stopped', async () => {
    let now = 0;
    const picker = createReplicaPicker({ resolve, now: () => now });
    const url = new URL('http://cities:3001/api/cities/7');
    picker.leaving('10.0.0.3');
    now += 10_000; // past its drain: it is closing now, and a connection reaching it then could be cut
    for (let i = 0; i < 6; i++) expect((await picker.otherReplica(url, [])).hostname).not.toBe('10.0.0.3');
    now += 15_000; // started again by now
    const seenAgain = new Set<string>();
    for (let i = 0; i < 6; i++) seenAgain.add((await picker.otherReplica(url, [])).hostname);
    expect(seenAgain.has('10.0.0.3')).toBe(true);
  });

  it('spreads new connections over the replicas, those that refused last', async () => {
    const picker = createReplicaPicker({ resolve });
    const first = (all: boolean) =>
      new Promise<string>((done, fail) =>
        picker.lookup('catalog', { all } as never, (err: unknown, address: unknown) => (err ? fail(err) : done(Array.isArray(address) ? address[0].address : (address as string)))),
      );
    const picked = new Set<string>();
    for (let i = 0; i < 6; i++) picked.add(await first(i % 2 === 0));
    expect(picked.size).toBe(3);
    picker.failed('10.0.0.2');
    for (let i = 0; i < 6; i++) expect(await first(true)).not.toBe('10.0.0.2');
  });

  it('leaves an address, or a name with one address, as it is', async () => {
    const picker = createReplicaPicker({ resolve: async () => [{ address: '10.0.0.9', family: 4 }] });
    const byAddress = new URL('http://10.0.0.5:3002/x');
    expect(await picker.otherReplica(byAddress, ['10.0.0.5'])).toBe(byAddress);
    expect((await picker.otherReplica(new URL('http://cities:3001/x'), ['10.0.0.9'])).hostname).toBe('cities');
  });
});

/**
 * Two replicas behind one name, the first answering and the second restarting (refusing), as a
 * rollout leaves them; the process busy for 400 ms just as the connection starts, as a machine
 * starting replicas on every core keeps it. Node gives up on an address after its attempt time
 * in event-loop time, so it may give up on the answering replica before it has looked.
 */
describe('a busy machine, two replicas, one restarting', () => {
  const busyFor = (ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end);
  };
  const lookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    const addresses = [{ address: '127.0.0.1', family: 4 }, { address: '127.0.0.2', family: 4 }];
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, 4);
    busyFor(400);
  }) as LookupFunction;
  const ask = (agent: Agent) =>
    new Promise<number>((resolve, reject) => {
      const call = request({ host: 'cities', port: Number(healthy.port), path: '/api/cities', method: 'POST', agent }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      call.on('error', reject);
      call.end('{}');
    });

  it("fails with Node's own attempt time, as a connection never made at either address: a write may go once more, and both addresses rest", async () => {
    const err = await ask(new Agent({ lookup, autoSelectFamilyAttemptTimeout: 250 })).catch((failure: unknown) => failure);
    expect(err).toBeInstanceOf(AggregateError);
    expect(mayRetry('POST', err)).toBe(true);
    expect(failedAddresses(err)).toEqual(['127.0.0.1', '127.0.0.2']);
  });

  it('reaches the answering replica with the attempt time every server sets at its start', async () => {
    spreadRetriesAcrossReplicas();
    expect(await ask(new Agent({ lookup }))).toBe(200);
    expect(seen).toEqual(['POST /api/cities']);
  });
});
