import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FastPath } from './fast-path';
import { FinishedPage, type CacheEntry } from './page-cache';

/**
 * The fast path over a real Node HTTP server and raw sockets: what a client reads on the
 * wire must be well-formed HTTP/1.1 whether the answer went straight to the connection or
 * through writeHead, over keep-alive, pipelined, HEAD, 304, HTTP/1.0 and Connection: close.
 */
const body = Buffer.from('<!doctype html><title>Barrie</title>'.repeat(50));
const page = new FinishedPage(200, { 'content-type': 'text/html; charset=utf-8', etag: '"v1"', 'cache-control': 'public, max-age=0' }, body);
const entry: CacheEntry = { page, version: 'v1', depends: { kind: 'none' }, live: true, degraded: false, checkAt: Infinity, expiresAt: Infinity };

let server: Server;
let port: number;
let slowAnswers = 0;

beforeAll(async () => {
  const fastPath = new FastPath((path) => (path === '/barrie' ? entry : undefined), () => 'identity');
  // Learns the app's own headers as it does from two answers that went through Fastify.
  const request = { method: 'GET', headers: {}, socket: {} } as IncomingMessage;
  for (let i = 0; i < 2; i += 1) fastPath.learn(request, 200, { 'x-frame-options': 'DENY' }, page);
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (fastPath.answer(req, res)) return;
    slowAnswers += 1;
    res.writeHead(404, { 'content-type': 'text/plain', 'content-length': '8' }).end('not kept');
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends raw bytes, reads until the server closes or `until` says the answers are complete. */
function exchange(raw: string, until: (text: string) => boolean): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, 1_000);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (until(text)) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ text, closed: false });
      }
    });
    socket.on('end', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on('error', reject);
    socket.write(raw);
  });
}

interface Answer {
  status: number;
  headers: Map<string, string[]>;
  body: string;
}

/** Splits a stream of HTTP/1.1 answers by their Content-Length (HEAD and 304 answers have no body). */
function parseAnswers(text: string, bodiless: boolean[]): Answer[] {
  const answers: Answer[] = [];
  let rest = text;
  for (const noBody of bodiless) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) break;
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers = new Map<string, string[]>();
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).toLowerCase();
      headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
    }
    const length = noBody ? 0 : Number(headers.get('content-length')?.[0] ?? 0);
    answers.push({ status: Number(statusLine!.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  if (rest.length > 0) throw new Error(`bytes after the last answer: ${JSON.stringify(rest.slice(0, 80))}`);
  return answers;
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: x\r\n${extra}\r\n`;
const complete = (count: number) => (text: string) => (text.match(/HTTP\/1\.[01] \d{3}/g) ?? []).length >= count && text.endsWith(body.toString('latin1'));

describe('the fast path on the wire', () => {
  it('answers a kept page with its headers, the learned ones, a request id and a date, once each', async () => {
    const { text } = await exchange(get('/barrie'), complete(1));
    // Written straight to the connection (Node writes "Connection" and "Keep-Alive" capitalised), with Node's keep-alive line.
    expect(text).toContain('\r\nconnection: keep-alive\r\nkeep-alive: timeout=5\r\n\r\n');
    const [answer] = parseAnswers(text, [false]);
    expect(answer!.status).toBe(200);
    expect(answer!.body).toBe(body.toString('latin1'));
    for (const name of ['content-type', 'etag', 'cache-control', 'x-frame-options', 'content-length', 'x-request-id', 'date']) {
      expect(answer!.headers.get(name), name).toHaveLength(1);
    }
    expect(answer!.headers.get('content-length')).toEqual([String(body.length)]);
    expect(answer!.headers.get('x-request-id')![0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(answer!.headers.get('date')![0]!)).toBeGreaterThan(Date.now() - 5_000);
  });

  it('keeps the connection for the next request, and answers pipelined requests in order', async () => {
    const requests = [get('/barrie'), get('/nowhere'), `HEAD /barrie HTTP/1.1\r\nHost: x\r\n\r\n`, get('/barrie', 'If-None-Match: "v1"\r\n'), get('/barrie')];
    const { text, closed } = await exchange(requests.join(''), complete(5));
    expect(closed).toBe(false);
    const answers = parseAnswers(text, [false, false, true, true, false]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 304, 200]);
    expect(answers[1]!.body).toBe('not kept');
    expect(answers[2]!.headers.get('content-length')).toEqual([String(body.length)]);
    expect(answers[3]!.headers.get('etag')).toEqual(['"v1"']);
    expect(answers[4]!.body).toBe(body.toString('latin1'));
  });

  it('keeps a request id the client sent in the accepted shape', async () => {
    const { text } = await exchange(get('/barrie', 'X-Request-Id: trace-123\r\n'), complete(1));
    expect(parseAnswers(text, [false])[0]!.headers.get('x-request-id')).toEqual(['trace-123']);
  });

  it('closes after the answer when the client asks to, or speaks HTTP/1.0', async () => {
    for (const raw of [get('/barrie', 'Connection: close\r\n'), 'GET /barrie HTTP/1.0\r\nHost: x\r\n\r\n']) {
      const { text, closed } = await exchange(raw, () => false);
      expect(closed, raw).toBe(true);
      const [answer] = parseAnswers(text, [false]);
      expect(answer!.status).toBe(200);
      expect(answer!.body).toBe(body.toString('latin1'));
    }
  });

  it('serves a burst of keep-alive connections without a malformed answer', async () => {
    const before = slowAnswers;
    const results = await Promise.all(Array.from({ length: 40 }, () => exchange(get('/barrie').repeat(10), complete(10))));
    for (const { text } of results) expect(parseAnswers(text, Array<boolean>(10).fill(false)).map((a) => a.status)).toEqual(Array<number>(10).fill(200));
    expect(slowAnswers).toBe(before);
  });
});
