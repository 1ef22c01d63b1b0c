import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:http';
import { proxiedRoutes } from '@local-seo/gateway';
import { csvUploadBody, maxCsvBytes } from '@local-seo/service-kit';
import { keepAliveAgent, networkErrors, sendUpload, type UploadOutcome, type UploadRequest } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../src/testing.js';
import { adminSession, type AdminSession } from './support/admin-session.js';

/**
 * A refused upload is answered before its body is read to the end, so the
 * browser shows the message, not a network error: the answer must reach the
 * browser (status and error shape), never as a reset, and must leave the keep-alive
 * connection usable for the next upload. Each kind of refusal is sent 100
 * times, one after another over one keep-alive connection, through the
 * gateway to each service that takes uploads; the bodies are large enough that
 * the refusal is answered before they have been read.
 */

const tries = 100;
const MiB = 1024 * 1024;

let stack: TestStack;
let admin: AdminSession;
const uploadPaths = proxiedRoutes.filter((route) => route.upload).map((route) => route.path);
const templates = new Map<string, string>();

beforeAll(async () => {
  stack = await startTestStack({ frontends: false, demoData: false });
  admin = await adminSession(stack);
  for (const path of uploadPaths) {
    const response = await fetch(`${stack.url}${path}/template`, { headers: { cookie: admin.cookie } });
    expect(response.status, path).toBe(200);
    templates.set(path, await response.text());
  }
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const upload = async (file: Buffer | string, filename: string, type: string) => {
  const { payload, headers } = await csvUploadBody(file, filename, type);
  return { headers, body: payload };
};

/** A CSV of the route's own columns whose every row has one cell too many: refused row by row (422). */
function refusedRowsCsv(path: string): string {
  const [header = '', sample = ''] = templates.get(path)!.trimEnd().split(/\r?\n/);
  const row = `${sample},extra\r\n`;
  return `${header}\r\n${row.repeat(Math.ceil((256 * 1024) / row.length))}`;
}

interface RefusalKind {
  name: string;
  status: number;
  request(path: string): Promise<Omit<UploadRequest, 'path'>>;
}

const png = Buffer.concat([Buffer.from('\u0089PNG\r\n\u001a\n', 'latin1'), randomBytes(3 * MiB)]);
/** Larger than what the sockets and streams between client, gateway and service hold: the service answers while the client still sends. */
const largePng = Buffer.concat([png, Buffer.alloc(61 * MiB)]);
const notText = randomBytes(3 * MiB);
/** One byte past what the gateway lets through to a service. */
const oversized = Buffer.alloc(maxCsvBytes + 2 * MiB, 'a');

const kinds: RefusalKind[] = [
  { name: 'a 3 MiB PNG instead of a CSV', status: 415, request: () => upload(png, 'photo.png', 'image/png') },
  { name: 'a 64 MiB PNG instead of a CSV', status: 415, request: () => upload(largePng, 'photo.png', 'image/png') },
  { name: 'a 3 MiB binary file named .csv (not UTF-8)', status: 400, request: () => upload(notText, 'export.csv', 'text/csv') },
  {
    name: 'a body declared larger than the import limit',
    status: 413,
    request: async () => ({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: oversized }),
  },
  {
    name: '3 MiB of raw text/csv instead of multipart (refused by the gateway: not an upload, past 1 MiB)',
    status: 413,
    request: async () => ({ headers: { 'content-type': 'text/csv' }, body: Buffer.alloc(3 * MiB, 'a,b\r\n') }),
  },
  {
    name: '900 KiB of raw text/csv instead of multipart (refused by the service)',
    status: 415,
    request: async () => ({ headers: { 'content-type': 'text/csv' }, body: Buffer.alloc(900 * 1024, 'a,b\r\n') }),
  },
  {
    name: 'multipart whose boundary never comes (3 MiB)',
    status: 400,
    request: async () => ({ headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: Buffer.alloc(3 * MiB, '--abc\r\n') }),
  },
  {
    name: 'multipart without a file (a 3 MiB text field)',
    status: 400,
    request: async () => {
      const form = new FormData();
      form.append('comment', 'x'.repeat(3 * MiB));
      const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
      return { headers: { 'content-type': request.headers.get('content-type')! }, body: Buffer.from(await request.arrayBuffer()) };
    },
  },
  { name: 'a CSV whose rows are refused', status: 422, request: (path) => upload(refusedRowsCsv(path), 'rows.csv', 'text/csv') },
];

/** Sends `tries` refusals of a kind over one keep-alive connection, round the upload routes. */
async function sendRefusals(kind: RefusalKind, withHeaders: (headers: Record<string, string>) => Record<string, string>): Promise<UploadOutcome[]> {
  const agent: Agent = keepAliveAgent();
  const outcomes: UploadOutcome[] = [];
  const requests = new Map(await Promise.all(uploadPaths.map(async (path) => [path, await kind.request(path)] as const)));
  try {
    for (let i = 0; i < tries; i++) {
      const path = uploadPaths[i % uploadPaths.length]!;
      const request = requests.get(path)!;
      outcomes.push(await sendUpload(stack.url, agent, { path, ...request, headers: withHeaders(request.headers) }));
    }
  } finally {
    agent.destroy();
  }
  return outcomes;
}

const asAdmin = (headers: Record<string, string>) => ({ ...headers, cookie: admin.cookie, 'x-csrf-token': admin.csrfToken });

function summary(kind: string, outcomes: UploadOutcome[]) {
  const errors = networkErrors(outcomes);
  const counts = new Map<string, number>();
  for (const o of outcomes) counts.set(String(o.status ?? 'none'), (counts.get(String(o.status ?? 'none')) ?? 0) + 1);
  const statuses = [...counts].map(([status, n]) => `${status}×${n}`);
  const after = outcomes.filter((o) => o.errorAfterAnswer).length;
  const reused = outcomes.filter((o) => o.reusedConnection).length;
  console.info(`${kind}: ${errors.count}/${outcomes.length} network errors ${JSON.stringify(errors.errors)}; answers ${statuses.join(' ')}; errors after the answer ${after}; over a reused connection ${reused}`);
  return errors;
}

describe('refused uploads over keep-alive connections, through the gateway to each service', () => {
  for (const kind of kinds) {
    it(`${kind.name}: ${tries} times ${kind.status} in the error shape, no network error`, async () => {
      const outcomes = await sendRefusals(kind, asAdmin);
      const errors = summary(kind.name, outcomes);
      expect(errors).toEqual({ count: 0, errors: [] });
      for (const outcome of outcomes) {
        expect(outcome.status).toBe(kind.status);
        expect(outcome.body).toMatchObject({ statusCode: kind.status, error: expect.any(String), message: expect.any(String) });
      }
    }, 300_000);
  }

  it(`a refused import, then a PNG, on the same connection (where a browser saw a network error): ${tries} times, no network error`, async () => {
    const [pngKind, notUtf8] = [kinds.find((k) => k.name.includes('3 MiB PNG'))!, kinds.find((k) => k.name.includes('not UTF-8'))!];
    const agent = keepAliveAgent();
    const outcomes: UploadOutcome[] = [];
    try {
      for (let i = 0; i < tries; i++) {
        const path = uploadPaths[Math.floor(i / 2) % uploadPaths.length]!;
        const kind = i % 2 === 0 ? notUtf8 : pngKind;
        const request = await kind.request(path);
        const outcome = await sendUpload(stack.url, agent, { path, ...request, headers: asAdmin(request.headers) });
        outcomes.push(outcome);
        expect.soft(outcome.status, `try ${i}`).toBe(kind.status);
      }
    } finally {
      agent.destroy();
    }
    expect(summary('a refused import, then a PNG', outcomes)).toEqual({ count: 0, errors: [] });
  }, 300_000);

  it(`a 3 MiB PNG without a session or without the CSRF header: ${tries} times 401 or 403, no network error`, async () => {
    const kind = kinds[0]!;
    const outcomes = [
      ...(await sendRefusals(kind, (headers) => headers)),
      ...(await sendRefusals(kind, (headers) => ({ ...headers, cookie: admin.cookie }))),
    ];
    const errors = summary('unauthenticated PNG', outcomes);
    expect(errors).toEqual({ count: 0, errors: [] });
    expect(outcomes.slice(0, tries).every((o) => o.status === 401)).toBe(true);
    expect(outcomes.slice(tries).every((o) => o.status === 403)).toBe(true);
  }, 300_000);
});
