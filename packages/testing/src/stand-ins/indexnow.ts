import { createServer, type IncomingMessage } from 'node:http';
import { listenLocally, readBody } from '../local-server.js';

/**
 * Answers like an IndexNow endpoint (api.indexnow.org, www.bing.com) for
 * `POST /indexnow` with a JSON body {host, key, keyLocation, urlList}, with
 * the protocol's status codes: 200 accepted; 202 accepted while the key is
 * still being validated; 400 a body that is not the format (or more than
 * 10,000 URLs); 403 a key the key file does not confirm; 422 URLs of another
 * host or a key that breaks the key rules; 429 too many requests. Like the
 * real service it fetches the key file to check the key.
 */

export interface IndexNowSubmission {
  contentType: string | undefined;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
  status: number;
}

export interface IndexNowStandInOptions {
  /**
   * Where the key file is really fetched from, given the keyLocation sent
   * (tests map the public URL onto a local server). Identity by default.
   */
  resolveKeyLocation?: (keyLocation: string) => string;
  /** Answer 202 the first time a key is confirmed, as while validation is pending. */
  pendingOnFirstUse?: boolean;
  /** Requests allowed before 429 Too Many Requests. */
  rateLimit?: number;
}

const keyPattern = /^[A-Za-z0-9-]{8,128}$/;

export async function startIndexNowStandIn(options: IndexNowStandInOptions = {}) {
  const submissions: IndexNowSubmission[] = [];
  const confirmedKeys = new Set<string>();
  const forced: number[] = [];
  let handled = 0;

  async function statusFor(request: IncomingMessage, text: string): Promise<{ status: number; body: unknown }> {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { status: 400, body: text };
    }
    const forcedStatus = forced.shift();
    if (forcedStatus) return { status: forcedStatus, body };
    handled += 1;
    if (options.rateLimit !== undefined && handled > options.rateLimit) return { status: 429, body };
    const contentType = request.headers['content-type'] ?? '';
    const { host, key, keyLocation, urlList } = (body ?? {}) as Record<string, unknown>;
    if (!/^application\/json/.test(contentType) || typeof host !== 'string' || typeof key !== 'string' || !Array.isArray(urlList)) {
      return { status: 400, body };
    }
    if (urlList.length === 0 || urlList.length > 10_000 || !urlList.every((url) => typeof url === 'string')) return { status: 400, body };
    if (!keyPattern.test(key)) return { status: 422, body };
    const location = typeof keyLocation === 'string' ? keyLocation : `https://${host}/${key}.txt`;
    if (!sameHost(location, host) || !urlList.every((url) => sameHost(url as string, host))) return { status: 422, body };
    if (!(await keyFileHolds(options.resolveKeyLocation?.(location) ?? location, key))) return { status: 403, body };
    if (options.pendingOnFirstUse && !confirmedKeys.has(key)) {
      confirmedKeys.add(key);
      return { status: 202, body };
    }
    confirmedKeys.add(key);
    return { status: 200, body };
  }

  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    if (request.method !== 'POST' || (request.url ?? '').split('?')[0] !== '/indexnow') {
      response.writeHead(request.url?.startsWith('/indexnow') ? 405 : 404).end();
      return;
    }
    const { status, body } = await statusFor(request, text);
    submissions.push({ contentType: request.headers['content-type'], body, status });
    response.writeHead(status).end();
  });
  const { url, close } = await listenLocally(server);

  return {
    /** The endpoint base to configure in place of https://api.indexnow.org. */
    url,
    submissions,
    /** The next requests answer these statuses (e.g. 429, 500), whatever they carry. */
    failNext: (...statuses: number[]) => void forced.push(...statuses),
    close,
  };
}
export type IndexNowStandIn = Awaited<ReturnType<typeof startIndexNowStandIn>>;

function sameHost(url: string, host: string): boolean {
  try {
    return new URL(url).host === host;
  } catch {
    return false;
  }
}

async function keyFileHolds(location: string, key: string): Promise<boolean> {
  try {
    const response = await fetch(location, { signal: AbortSignal.timeout(5000) });
    return response.ok && (await response.text()).trim() === key;
  } catch {
    return false;
  }
}
