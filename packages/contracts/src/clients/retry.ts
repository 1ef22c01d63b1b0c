/**
 * The one-retry rule of calls between the parts (docs/decisions.md, decision 13): a
 * request whose connection failed is sent once more, to another replica where there is
 * one: a read (GET, HEAD) whatever the failure, a write only when it never reached a
 * server (the connection was refused or never made), so nothing that may have been
 * applied is sent twice.
 */

/** Failures before any byte reached a server. */
const neverReached = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);
/** Failures of a connection that may have carried the request (a replica killed mid-answer). */
const lostOnTheWay = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

interface Failure {
  code?: unknown;
  syscall?: unknown;
  address?: unknown;
  cause?: unknown;
  /** An AggregateError's: one failure per address a connection was tried at (Node's happy eyeballs). */
  errors?: unknown;
}

/** The failure and its causes, outermost first (fetch's TypeError, reply-from's FastifyError, then Node's). */
function* chainOf(err: unknown): Generator<Failure> {
  for (let current = err, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as Failure).cause, depth++) yield current as Failure;
}

/** An AggregateError's attempts, one per address (none for any other failure). */
const attemptsOf = (failure: Failure): Failure[] =>
  Array.isArray(failure.errors) ? (failure.errors as unknown[]).filter((each): each is Failure => !!each && typeof each === 'object') : [];

/**
 * Whether a failure is a connection that was never made: refused, unreachable, or not made in
 * time (any failure of the connect call, timed out included). An AggregateError is one when
 * every address it tried was: Node tries a name's addresses in turn, and gives up on each but
 * the last after a set time, so two replicas, one restarting and one slow to answer on a
 * busy machine, fail that way.
 */
function neverMade(failure: Failure): boolean {
  if (typeof failure.code === 'string' && neverReached.has(failure.code)) return true;
  if (failure.syscall === 'connect') return true;
  const tried = attemptsOf(failure);
  return tried.length > 0 && tried.every(neverMade);
}

/** How a connection failed: 'never-reached' (nothing was sent), 'lost-on-the-way' (the request may have been), or undefined (not a connection failure). */
export function connectionFailure(err: unknown): 'never-reached' | 'lost-on-the-way' | undefined {
  for (const failure of chainOf(err)) {
    if (neverMade(failure)) return 'never-reached';
    if (typeof failure.code === 'string' && lostOnTheWay.has(failure.code)) return 'lost-on-the-way';
  }
  return undefined;
}

/** The addresses a failed connection was tried at, where the failure says (to leave them aside and try another next). */
export function failedAddresses(err: unknown): string[] {
  for (const failure of chainOf(err)) {
    if (typeof failure.address === 'string') return [failure.address];
    const addresses = attemptsOf(failure)
      .map((each) => each.address)
      .filter((address): address is string => typeof address === 'string');
    if (addresses.length > 0) return addresses;
  }
  return [];
}

/** Whether a request of `method` that failed with `err` may be sent once more. */
export function mayRetry(method: string, err: unknown): boolean {
  const failure = connectionFailure(err);
  if (!failure) return false;
  const read = method === 'GET' || method === 'HEAD';
  return read || failure === 'never-reached';
}

/** Where the retry goes: another replica's address for the same URL (the process sets it: see service-kit's replicas.ts), else the same URL. */
type RetryTarget = (url: URL, failed: readonly string[]) => Promise<URL>;
let retryTarget: RetryTarget = async (url) => url;

export function setRetryTarget(target: RetryTarget): void {
  retryTarget = target;
}

/** fetch() with the one-retry rule. */
export async function fetchWithRetry(url: URL, init: RequestInit & { method?: string } = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if (!mayRetry(init.method ?? 'GET', err) || init.signal?.aborted) throw err;
    return fetch(await retryTarget(url, failedAddresses(err)), init);
  }
}
