import { randomBytes } from 'node:crypto';
import { keepAliveAgent, networkErrors, sendUpload, type UploadOutcome, type UploadRequest } from '@local-seo/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../src/logger.js';
import { createHttpApp } from '../src/http/app.js';
import { uploadRouteConfig } from '../src/http/receive-deadline.js';
import { csvUploadBody } from '../src/csv/form.js';
import { csvUpload, registerCsvUploads } from '../src/csv/upload.js';
import { importCsv } from '../src/csv/csv-import.js';

/**
 * A refused upload is answered before its body is read to the end, so the
 * browser shows the message, not a network error; here at a service
 * (answerUnreadBodiesInOrder, src/http/refusals.ts): every refused upload is
 * answered (status and error shape) and leaves the keep-alive connection usable, or closes it
 * only after the answer has reached the client. Each kind is sent 100 times
 * over one keep-alive connection to an app set up as the services' are (the
 * shared HTTP app, the CSV upload, a streamed import); the bodies are large
 * enough that the refusal is answered before they have been read.
 */

const tries = 100;
const MiB = 1024 * 1024;
/** The import limit of this app: small, so a file past it is cheap to send 100 times. */
const importLimit = 1 * MiB;

let app: FastifyInstance;
let origin: string;

const spec = {
  columns: [{ name: 'Name', required: true }, { name: 'Count', required: true }],
  row: z.object({ Name: z.string().min(1), Count: z.coerce.number().int() }),
};

beforeAll(async () => {
  app = createHttpApp({ logger: createLogger('silent'), readiness: {}, requestTimeoutMs: 15 * 60_000 });
  await registerCsvUploads(app, importLimit);
  app.post('/api/import/things', { config: uploadRouteConfig }, async (request) => {
    const { stream } = await csvUpload(request);
    const report = await importCsv(stream, spec, { skipInvalid: false, writeBatch: async () => {} });
    return { written: report.written };
  });
  app.post('/api/things', async (request) => ({ got: typeof request.body }));
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
});

const upload = async (file: Buffer | string, filename: string, type: string) => {
  const { payload, headers } = await csvUploadBody(file, filename, type);
  return { headers, body: payload };
};

interface RefusalKind {
  name: string;
  status: number;
  request: Omit<UploadRequest, 'path'> & { path?: string };
}

const png = Buffer.concat([Buffer.from('\u0089PNG\r\n\u001a\n', 'latin1'), randomBytes(3 * MiB)]);
// One long cell: cheap to parse up to the limit.
const longCsv = `Name,Count\r\n${'x'.repeat(3 * MiB)},1\r\n`;
const refusedRows = `Name,Count\r\n${'Bolt,many\r\n'.repeat(2_000)}`;
const noFile = async () => {
  const form = new FormData();
  form.append('comment', 'x'.repeat(3 * MiB));
  const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
  return { headers: { 'content-type': request.headers.get('content-type')! }, body: Buffer.from(await request.arrayBuffer()) };
};

async function refusalKinds(): Promise<RefusalKind[]> {
  return [
    { name: 'a 3 MiB PNG instead of a CSV', status: 415, request: await upload(png, 'photo.png', 'image/png') },
    { name: 'a 3 MiB PNG, sent chunked', status: 415, request: { ...(await upload(png, 'photo.png', 'image/png')), contentLength: null } },
    { name: 'a 3 MiB CSV past the 1 MiB import limit', status: 413, request: await upload(longCsv, 'long.csv', 'text/csv') },
    { name: 'a 3 MiB CSV past the import limit, sent chunked', status: 413, request: { ...(await upload(longCsv, 'long.csv', 'text/csv')), contentLength: null } },
    { name: 'a 3 MiB binary file named .csv (not UTF-8)', status: 400, request: await upload(randomBytes(3 * MiB), 'export.csv', 'text/csv') },
    { name: '3 MiB of raw text/csv instead of multipart', status: 415, request: { headers: { 'content-type': 'text/csv' }, body: Buffer.from(longCsv) } },
    {
      name: 'multipart whose boundary never comes (3 MiB)',
      status: 400,
      request: { headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: Buffer.alloc(3 * MiB, '--abc\r\n') },
    },
    { name: 'multipart without a file (a 3 MiB text field)', status: 400, request: await noFile() },
    { name: 'a CSV whose rows are refused', status: 422, request: await upload(refusedRows, 'rows.csv', 'text/csv') },
    {
      name: 'a 3 MiB JSON body past the 1 MiB body limit',
      status: 413,
      request: { path: '/api/things', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ x: 'y'.repeat(3 * MiB) })) },
    },
  ];
}

async function sendRefusals(kind: RefusalKind): Promise<UploadOutcome[]> {
  const agent = keepAliveAgent();
  const outcomes: UploadOutcome[] = [];
  try {
    for (let i = 0; i < tries; i++) outcomes.push(await sendUpload(origin, agent, { path: '/api/import/things', ...kind.request }));
  } finally {
    agent.destroy();
  }
  return outcomes;
}

describe('refused uploads over a keep-alive connection, straight to a service', async () => {
  for (const kind of await refusalKinds()) {
    it(`${kind.name}: ${tries} times ${kind.status} in the error shape, no network error`, async () => {
      const outcomes = await sendRefusals(kind);
      const errors = networkErrors(outcomes);
      const statuses = new Map<string, number>();
      for (const o of outcomes) statuses.set(String(o.status ?? 'none'), (statuses.get(String(o.status ?? 'none')) ?? 0) + 1);
      console.info(
        `${kind.name}: ${errors.count}/${tries} network errors ${JSON.stringify(errors.errors)}; answers ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}; ` +
          `errors after the answer ${outcomes.filter((o) => o.errorAfterAnswer).length}; over a reused connection ${outcomes.filter((o) => o.reusedConnection).length}`,
      );
      expect(errors).toEqual({ count: 0, errors: [] });
      for (const outcome of outcomes) {
        expect(outcome.status).toBe(kind.status);
        expect(outcome.body).toMatchObject({ statusCode: kind.status, error: expect.any(String), message: expect.any(String) });
      }
    }, 120_000);
  }
});
