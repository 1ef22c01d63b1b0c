import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { requestIdFrom, requestIdHeader } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Encoding } from './compression';
import type { CacheEntry, FinishedPage } from './page-cache';
import { htmlLookups } from './page-responder';
import { prepareHead, writeDirect, type PreparedHead } from './prepared-response';

/** Headers that belong to one response, never learned as the app's own. */
const perResponse = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'x-cache', requestIdHeader]);

/** Whether an If-None-Match header (one etag, a list, or *) names this etag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Whether a GET or HEAD may be answered 304 (RFC 9110, 13.2.2): by If-None-Match
 * when the request has one, else by If-Modified-Since against the page's Last-Modified.
 */
export function notModified(headers: IncomingMessage['headers'], page: FinishedPage): boolean {
  if (headers['if-none-match'] !== undefined) return etagMatches(headers['if-none-match'], page.etag);
  const since = headers['if-modified-since'];
  const lastModified = page.headers['last-modified'];
  if (!since || !lastModified) return false;
  const sinceAt = Date.parse(since);
  return !Number.isNaN(sinceAt) && Date.parse(lastModified) <= sinceAt;
}

/** Whether a request can be answered without the app's hooks: a plain-HTTP GET or HEAD without a body, not past a proxy that says otherwise. */
function plain(request: IncomingMessage): boolean {
  const headers = request.headers;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    headers['x-forwarded-proto'] === undefined &&
    !(request.socket as TLSSocket).encrypted &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0')
  );
}

/**
 * Kept pages answered before Fastify routes the request: a cached page costs a
 * map read and one write of prepared headers and bytes (bench/README.md,
 * "Public pages under real traffic", has the profile that led here).
 *
 * The app's own headers (the gateway's security headers, or none when the site
 * runs alone) are learned from pages sent the whole way through Fastify: those
 * whose values were the same on two such answers are sent with every fast
 * answer; a request id is made per request as the app makes it. Until then, and
 * for anything else (another method, a body, HTTPS or a proxy's
 * X-Forwarded-Proto, which decide other headers; a path not kept; an encoding
 * not compressed yet; a redirect; the server closing), the request goes to
 * Fastify as before.
 */
export class FastPath {
  /** The app's own headers, once two answers agreed on them. */
  private learned: [string, string][] | undefined;
  private sample: Map<string, string> | undefined;
  private agreed = 0;
  private closing = false;
  /** Prepared heads by page and encoding (a new page is a new object, so nothing goes stale). */
  private readonly prepared = new WeakMap<FinishedPage, Map<Encoding | 304, PreparedHead>>();

  constructor(
    private readonly lookup: (path: string) => CacheEntry | undefined,
    private readonly negotiate: (header: string | undefined) => Encoding,
  ) {}

  /** Puts the fast path in front of the app's request handler, and out of the way once the app closes. */
  install(app: FastifyInstance): void {
    const server: Server = app.server;
    const handlers = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (this.answer(request, response)) return;
      for (const handler of handlers) handler.call(server, request, response);
    });
    app.addHook('preClose', async () => {
      this.closing = true;
    });
  }

  /** Learns the app's own headers from a page answer that went through Fastify. */
  learn(request: IncomingMessage, status: number, sent: Record<string, string | number | string[] | undefined>, page: FinishedPage): void {
    if (this.learned || !plain(request) || (status !== 200 && status !== 404)) return;
    const own = new Map<string, string>();
    for (const [name, value] of Object.entries(sent)) {
      const lower = name.toLowerCase();
      if (value === undefined || perResponse.has(lower) || Object.hasOwn(page.headers, lower)) continue;
      own.set(lower, Array.isArray(value) ? value.join(', ') : String(value));
    }
    if (this.sample && this.sample.size === own.size && [...own].every(([name, value]) => this.sample!.get(name) === value)) {
      this.agreed += 1;
    } else {
      this.sample = own;
      this.agreed = 0;
    }
    if (this.agreed >= 1) this.learned = [...own];
  }

  get ready(): boolean {
    return this.learned !== undefined;
  }

  /** Answers the request if it can; false leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.learned || this.closing || !plain(request)) return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const entry = this.lookup(query === -1 ? url : url.slice(0, query));
    if (!entry) return false;
    const page = entry.page;
    if (page.headers.location !== undefined) return false;
    const headers = request.headers;
    if (notModified(headers, page)) {
      htmlLookups.record(true);
      this.send(request, response, this.headFor(page, 304), undefined);
      return true;
    }
    const encoding = this.negotiate(headers['accept-encoding']);
    const body = page.bodyIn(encoding);
    if (!body) return false; // compressed on its first request, by the whole way
    htmlLookups.record(true);
    this.send(request, response, this.headFor(page, encoding), request.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** Straight to the connection when it can, else through writeHead as Node writes any answer. */
  private send(request: IncomingMessage, response: ServerResponse, head: PreparedHead, body: Buffer | undefined): void {
    const requestId = requestIdFrom(request);
    if (writeDirect(response, head, `${requestIdHeader}: ${requestId}\r\n`, body)) return;
    const list = head.list.slice();
    list.push(requestIdHeader, requestId);
    response.writeHead(head.status, list);
    response.end(body);
  }

  private headFor(page: FinishedPage, encoding: Encoding | 304): PreparedHead {
    let byEncoding = this.prepared.get(page);
    if (!byEncoding) {
      byEncoding = new Map();
      this.prepared.set(page, byEncoding);
    }
    let head = byEncoding.get(encoding);
    if (!head) {
      const list: string[] = [];
      for (const [name, value] of Object.entries(page.headers)) list.push(name, value);
      if (encoding !== 304) {
        if (encoding !== 'identity') list.push('content-encoding', encoding);
        list.push('content-length', String(page.bodyIn(encoding)!.length));
      }
      for (const [name, value] of this.learned!) list.push(name, value);
      // Every answer here is a kept page's.
      list.push('x-cache', 'HIT');
      head = prepareHead(encoding === 304 ? 304 : page.status, list);
      byEncoding.set(encoding, head);
    }
    return head;
  }
}
