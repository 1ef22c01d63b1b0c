import { connect } from 'node:net';
import { createHttpApp, createInProcessBus, createLogger, HttpError, type EventBus } from '@local-seo/service-kit';
import { keepAliveAgent, networkErrors, sendUpload, type UploadOutcome, useStaffDatabase, useLocalServers } from '@local-seo/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';

/**
 * A refused upload is answered before its body is read to the end, so the
 * browser shows the message, not a network error; here at the gateway: a
 * service that refuses an upload answers before the body has arrived, and may
 * close its connection right after. The gateway relays that answer to the
 * client (never a 503, never a reset) and leaves the client's keep-alive
 * connection usable or closes it in order. The services here are stand-ins
 * that refuse every upload at once; the whole product is tested in
 * infra/all-in-one/test/upload-refusals.int.test.ts.
 */

const tries = 100;
const MiB = 1024 * 1024;
const password = 'correct horse battery staple';
const logger = createLogger('silent');
const refusal = JSON.stringify({ statusCode: 415, error: 'Unsupported Media Type', message: '"photo.png" is not a CSV file. Please select a CSV file.' });

let bus: EventBus;
const serve = useLocalServers();
const services: FastifyInstance[] = [];
let gateway: Gateway;
let origin: string;
let admin: { cookie: string; csrfToken: string };

/** A plain Node server that answers 415 as soon as a request arrives: Node reads the unread body to its end and keeps the connection. */
async function serviceThatKeepsItsConnection(): Promise<string> {
  return serve((_request, response) => {
    response.writeHead(415, { 'content-type': 'application/json; charset=utf-8' }).end(refusal);
  });
}

/** A service as the services are built (the shared HTTP app), refusing before reading: it answers `Connection: close` and closes its side. */
async function serviceThatClosesItsConnection(): Promise<string> {
  const service = createHttpApp({ logger, readiness: {} });
  service.removeAllContentTypeParsers();
  service.addContentTypeParser('*', (_request, _payload, done) => done(null));
  service.post('/*', async () => {
    throw new HttpError(415, (JSON.parse(refusal) as { message: string }).message);
  });
  services.push(service);
  return service.listen({ port: 0, host: '127.0.0.1' });
}

const staffDb = useStaffDatabase();

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  const [keepsAlive, closes] = [await serviceThatKeepsItsConnection(), await serviceThatClosesItsConnection()];
  // Catalog imports go to the service that keeps its connection, the contractors' to the one that closes it.
  const urls = Object.fromEntries(['CITIES', 'CATALOG', 'WEATHER', 'SEO', 'SITEMAP'].map((name) => [`${name}_URL`, keepsAlive]));
  gateway = await createGateway({
    logger,
    bus,
    config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ...urls, CONTRACTORS_URL: closes, ADMIN_PASSWORD: password }),
  });
  origin = await gateway.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  expect(login.status).toBe(200);
  const session = login.headers.getSetCookie().find((c) => c.startsWith('admin_session='))!;
  admin = { cookie: session.split(';')[0]!, csrfToken: ((await login.json()) as { csrfToken: string }).csrfToken };
});

afterAll(async () => {
  await gateway?.close();
  await bus?.close();
  for (const service of services) await service.close();
});

/** A PNG sent as an upload: larger than the sockets between client, gateway and service hold, so the refusal comes while it is still being sent. */
async function pngUpload(): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(64 * MiB)], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
  return { headers: { 'content-type': request.headers.get('content-type')! }, body: Buffer.from(await request.arrayBuffer()) };
}

async function sendRefusals(path: string): Promise<UploadOutcome[]> {
  const { headers, body } = await pngUpload();
  const agent = keepAliveAgent();
  const outcomes: UploadOutcome[] = [];
  try {
    for (let i = 0; i < tries; i++) {
      outcomes.push(await sendUpload(origin, agent, { path, headers: { ...headers, cookie: admin.cookie, 'x-csrf-token': admin.csrfToken }, body }));
    }
  } finally {
    agent.destroy();
  }
  return outcomes;
}

describe('a service refuses an upload while its body is still arriving', () => {
  for (const [service, path] of [
    ['keeps its connection', '/api/import/products'],
    ['closes its connection', '/api/import/contractors'],
  ] as const) {
    it(`the service ${service}: ${tries} uploads over one keep-alive connection each get its 415, no network error`, async () => {
      const outcomes = await sendRefusals(path);
      const errors = networkErrors(outcomes);
      console.info(`service that ${service}: ${errors.count}/${tries} network errors ${JSON.stringify(errors.errors)}; statuses ${[...new Set(outcomes.map((o) => o.status))].join(', ')}`);
      expect(errors).toEqual({ count: 0, errors: [] });
      for (const outcome of outcomes) expect(outcome.body).toEqual(JSON.parse(refusal));
    }, 120_000);
  }

  /**
   * Some clients (Python's http.client, simple scripts) send the whole body before
   * they read anything. The answer waits in their socket's buffer, and a reset
   * from the gateway would discard it.
   */
  it('a client that reads only after sending its whole 8 MiB body still gets the 415 of the service that closes', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(8 * MiB)], { type: 'image/png' }), 'photo.png');
    const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const head = [
      'POST /api/import/contractors HTTP/1.1',
      'host: localhost',
      `content-type: ${request.headers.get('content-type')!}`,
      `content-length: ${body.length}`,
      `cookie: ${admin.cookie}`,
      `x-csrf-token: ${admin.csrfToken}`,
    ].join('\r\n');
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      outcomes.push(
        await new Promise<string>((resolve) => {
          const socket = connect(Number(new URL(origin).port), '127.0.0.1');
          socket.pause();
          let received = '';
          socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
          socket.on('error', (err: NodeJS.ErrnoException) => resolve(received.startsWith('HTTP/1.1 415') ? '415' : `network error ${err.code}`));
          socket.on('close', () => resolve(received.startsWith('HTTP/1.1 415') ? '415' : `ended without an answer: ${received.slice(0, 40)}`));
          socket.write(`${head}\r\n\r\n`);
          socket.write(body, () => socket.resume());
          setTimeout(() => socket.destroy(), 10_000).unref();
        }),
      );
    }
    expect(outcomes).toEqual(Array(20).fill('415'));
  }, 120_000);
});
