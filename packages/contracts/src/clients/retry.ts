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

/** The code of a connection failure: Node's (`err.code`), or undici's fetch's (`err.cause.code`). */
export function connectionFailureCode(err: unknown): string | undefined {
  for (let current = err, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (neverReached.has(code) || lostOnTheWay.has(code))) return code;
  }
  return undefined;
}

/** The address that refused the connection, where the failure says (to try another next). */
export function failedAddress(err: unknown): string | undefined {
  for (let current = err, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const address = (current as { address?: unknown }).address;
    if (typeof address === 'string') return address;
  }
  return undefined;
}

/** Whether a request of `method` that failed with `err` may be sent once more. */
export function mayRetry(method: string, err: unknown): boolean {
  const code = connectionFailureCode(err);
  if (!code) return false;
  const read = method === 'GET' || method === 'HEAD';
  return read || neverReached.has(code);
}

/** Where the retry goes: another replica's address for the same URL (the process sets it: see service-kit's replicas.ts), else the same URL. */
type RetryTarget = (url: URL, failed: string | undefined) => Promise<URL>;
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
    return fetch(await retryTarget(url, failedAddress(err)), init);
  }
}
