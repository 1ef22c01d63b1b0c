import { declaredRoutes } from '@local-seo/contracts';
import { proxiedRoutes } from '@local-seo/gateway';
import { exposedRoutes } from '@local-seo/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../src/testing.js';
import { adminSession, type AdminSession } from './support/admin-session.js';
import { fuzzCasesFor, routeInputs, type FuzzCase, type RouteFuzzTarget } from './bad-input-cases.js';
import { settledSnapshot, snapshotDatabases, type Snapshot } from './bad-input-snapshot.js';

/**
 * Every write route of the gateway (the route table's and the gateway's own),
 * fuzzed as a logged-in admin: each bad request answers 4xx in the error shape
 * with a plain message, and no table of any service changes. Each field of each
 * JSON body is tried empty, of another type, with control characters and broken
 * Unicode, and one character past its limit in odd text (bad-input-cases.ts).
 */

let stack: TestStack;
let admin: AdminSession;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * No table is left out of the comparison. Background work that writes whatever the
 * requests: the demo data's events (contractors' populations, availability, the first
 * sitemap), which settledSnapshot waits out; the weather refresh, off in test stacks;
 * and the sitemap's scheduled regeneration (every 30 minutes), moved to once a year
 * here. The event outbox and inbox (service_kit.*) are compared too: a refused request emits nothing.
 */
const noSitemapSchedule = { SITEMAP_CRON: '0 0 1 1 *' };

const adminGet = async (path: string): Promise<unknown> => {
  const response = await fetch(`${stack.url}${path}`, { headers: { cookie: admin.cookie } });
  return response.ok && response.headers.get('content-type')?.includes('json') ? response.json() : undefined;
};

/** The first element of the first list in an answer (a bare list, or a list inside an object). */
function firstItem(answer: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(answer)) return answer[0] as Record<string, unknown> | undefined;
  if (answer && typeof answer === 'object') {
    const list = Object.values(answer).find(Array.isArray);
    return list?.[0] as Record<string, unknown> | undefined;
  }
  return undefined;
}

/** A real value for each path parameter: an id or slug of demo data, from the list the route belongs to. */
async function realParams(url: string): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const match of url.matchAll(/:([A-Za-z]+)/g)) {
    const name = match[1]!;
    const collection = url.slice(0, match.index - 1);
    const candidates = [collection, collection.replace('/api/', '/api/admin/')];
    if (name === 'slug') candidates.push('/api/cities');
    for (const candidate of candidates) {
      const item = firstItem(await adminGet(candidate));
      const value = name === 'slug' ? (item?.url_slug ?? item?.slug) : item?.[name];
      if (typeof value === 'string' || typeof value === 'number') {
        values[name] = String(value);
        break;
      }
    }
  }
  return values;
}

async function targets(): Promise<RouteFuzzTarget[]> {
  const writes = exposedRoutes(stack.gateway.app).filter((r) => writeMethods.has(r.method));
  // The gateway's own routes (login, logout) last: a logout that went through would end the session.
  const own = (url: string) => !proxiedRoutes.some((p) => p.path === url);
  writes.sort((a, b) => Number(own(a.url)) - Number(own(b.url)));
  return Promise.all(
    writes.map(async ({ method, url }) => ({
      route: `${method} ${url}`,
      method,
      url,
      realParams: await realParams(url),
      csvTemplate: routeInputs[`${method} ${url}`]?.kind === 'csv' ? await csvTemplate(`${url}/template`) : undefined,
    })),
  );
}

async function csvTemplate(path: string): Promise<string | undefined> {
  const response = await fetch(`${stack.url}${path}`, { headers: { cookie: admin.cookie } });
  return response.ok ? response.text() : undefined;
}

const answerTimeoutMs = 10_000;

interface Answer {
  fuzzCase: FuzzCase;
  status: number;
  body: unknown;
}

async function send(fuzzCase: FuzzCase): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${stack.url}${fuzzCase.path}`, {
      method: fuzzCase.method,
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken, ...fuzzCase.headers },
      body: fuzzCase.body,
      // A refusal is quick; a request left hanging is a problem of its own.
      signal: AbortSignal.timeout(answerTimeoutMs),
    });
  } catch (err) {
    // No answer at all (e.g. the connection reset): status 0, reported as a problem.
    return { fuzzCase, status: 0, body: String((err as Error).cause ?? err) };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: reported below
  }
  return { fuzzCase, status: response.status, body };
}

/** Words that only an internal error would put in a message. */
const internalText = /prisma|postgres|\bpg\b|ECONNREFUSED|ECONNRESET|EPIPE|Unexpected token|JSON at position|node_modules|\.[jt]s:\d+|\bat \S+ \(|FST_|Cannot read propert|is not a function|SQL|relation "|column "|\[object Object\]/i;

/** Library wording that names no field or echoes the address back. */
const unclearText = /^Invalid input|source\/request|max param length|not a valid url component/i;

/** Why an answer is not a clear refusal, or undefined when it is one. */
function problemWith({ status, body }: Answer): string | undefined {
  if (status === 0) return `no answer: ${String(body)}`;
  if (status < 400 || status >= 500) return `answered ${status}`;
  if (!body || typeof body !== 'object') return `answered ${status} without the JSON error shape: ${String(body).slice(0, 120)}`;
  const { statusCode, error, message } = body as Record<string, unknown>;
  if (statusCode !== status || typeof error !== 'string' || typeof message !== 'string') {
    return `answered ${status} with ${JSON.stringify(body).slice(0, 160)}`;
  }
  if (message.trim().length < 8) return `answered ${status} with an unclear message "${message}"`;
  if (internalText.test(message)) return `answered ${status} with internal text: "${message.slice(0, 200)}"`;
  if (unclearText.test(message)) return `answered ${status} with a message that does not say what is wrong: "${message.slice(0, 200)}"`;
  return undefined;
}

/** Whether the request got past the gateway's router and access check into the route's own handling. */
const reachedRoute = ({ status, body }: Answer) =>
  status !== 401 && status !== 403 && !(status === 404 && String((body as { message?: unknown })?.message).startsWith('No route for'));

/** A few requests at a time: quick, without starving the services of this 2-core machine. */
const adminWrite = (method: string, path: string, body: unknown) =>
  fetch(`${stack.url}${path}`, {
    method,
    headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function sendAll(cases: FuzzCase[], concurrency = 4): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) {
        const fuzzCase = cases[next++]!;
        answers.push(await send(fuzzCase));
      }
    }),
  );
  return answers;
}

beforeAll(async () => {
  stack = await startTestStack({ frontends: false, env: noSitemapSchedule });
  admin = await adminSession(stack);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('bad input to every write route', () => {
  let answers: Answer[] = [];
  let routes: RouteFuzzTarget[] = [];
  let before: Snapshot;

  beforeAll(async () => {
    // The first sitemap is written by a worker thread, which can be quiet for seconds
    // while it starts: wait for it rather than for two equal snapshots alone.
    await stack.services.sitemap.parts.generator.idle();
    const read = () => snapshotDatabases(stack.databaseUrls);
    before = await settledSnapshot(read);
    routes = await targets();
    const proxied = routes.filter((r) => proxiedRoutes.some((p) => p.path === r.url)).flatMap((r) => fuzzCasesFor(r));
    const own = routes.filter((r) => !proxiedRoutes.some((p) => p.path === r.url)).flatMap((r) => fuzzCasesFor(r));
    console.info(`bad input: settled; sending the cases of ${routes.length} routes`);
    answers = [...(await sendAll((await Promise.all(proxied)).flat())), ...(await sendAll((await Promise.all(own)).flat(), 1))];
  }, 600_000);

  it('fuzzes every write route of the route table and of the gateway', () => {
    const tableWrites = proxiedRoutes.filter((r) => writeMethods.has(r.method)).map((r) => `${r.method} ${r.path}`);
    const fuzzed = routes.map((r) => r.route);
    expect(fuzzed).toEqual(expect.arrayContaining([...tableWrites, 'POST /api/admin/login', 'POST /api/admin/logout']));
    // Every route named in the input list is a real write route (no stale entry).
    expect(fuzzed).toEqual(expect.arrayContaining(Object.keys(routeInputs)));
  });

  it('reaches each write route with some of its cases', () => {
    const unreached = routes.map((r) => r.route).filter((route) => !answers.some((a) => a.fuzzCase.route === route && reachedRoute(a)));
    expect(unreached).toEqual([]);
  });

  it('answers every bad request with 4xx, the error shape and a plain message', () => {
    const problems = answers.flatMap((answer) => {
      const problem = problemWith(answer);
      return problem ? [`${answer.fuzzCase.route} [${answer.fuzzCase.name}] ${answer.fuzzCase.path}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
    console.info(
      `bad input: ${routes.length} write routes, ${answers.length} requests, ` +
        `${answers.filter((a) => a.status < 500 && a.status >= 400).length} 4xx, ${answers.filter((a) => a.status >= 500).length} 5xx; ` +
        `by status ${JSON.stringify(countBy(answers.map((a) => a.status)))}`,
    );
  });

  it('answers 400 to a bad value in any one field of a body the route otherwise takes', () => {
    const fieldAnswers = answers.filter((a) => a.fuzzCase.field !== undefined);
    // A route with limits of its own (the vitals beacon: a small body, a few a minute per client) refuses a
    // value that takes the body past its size as too large (413), and this burst past its rate with 429;
    // its own tests check each bad field's 400 (services/seo/test/vitals.int.test.ts).
    const declared = (route: string) => declaredRoutes.find((r) => `${r.method} ${r.path}` === route);
    const refusedByItsLimits = (a: (typeof fieldAnswers)[number]) => {
      const route = declared(a.fuzzCase.route);
      if (a.status === 429) return route?.perClientPerMinute !== undefined;
      return a.status === 413 && route?.bodyLimitBytes !== undefined && Buffer.byteLength(a.fuzzCase.body ?? '') > route.bodyLimitBytes;
    };
    const not400 = fieldAnswers.filter((a) => a.status !== 400 && !refusedByItsLimits(a)).map((a) => `${a.fuzzCase.route} [${a.fuzzCase.name}]: answered ${a.status}`);
    expect(not400).toEqual([]);
    const fields = new Set(fieldAnswers.map((a) => `${a.fuzzCase.route} ${a.fuzzCase.field}`));
    console.info(`bad input: ${fieldAnswers.length} bad field values in ${fields.size} fields of ${new Set(fieldAnswers.map((a) => a.fuzzCase.route)).size} routes`);
    expect(fieldAnswers.some((a) => a.fuzzCase.route === 'PATCH /api/cities/:id' && a.fuzzCase.name === 'canonical_url: just past its limit (501 characters)')).toBe(true);
  });

  it('PATCH /api/cities/:id with a 600-character canonical_url answers 400 with a plain message', async () => {
    const city = firstItem(await adminGet('/api/admin/cities'))!;
    const response = await adminWrite('PATCH', `/api/cities/${String(city.id)}`, { canonical_url: `https://example.com/${'a'.repeat(580)}` });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Canonical URL must be at most 500 characters' });
  });

  it('writes nothing', async () => {
    const after = await snapshotDatabases(stack.databaseUrls);
    const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
    expect(Object.keys(before).length).toBeGreaterThan(20);
  });
});

/** The limits hold what they should: text a person writes, at its full length, is stored and read back as sent. */
describe('text within the limits', () => {
  /** Exactly `count` characters (code points), the way a VarChar column counts them (end them with a non-space: text is trimmed). */
  const characters = (text: string, count: number) => [...text.repeat(Math.ceil(count / [...text].length))].slice(0, count).join('');

  it('keeps accents, emoji, right-to-left text, joiners and fullwidth letters at the full length of each column', async () => {
    const city = firstItem(await adminGet('/api/admin/cities'))!;
    const change = {
      city_name: `${characters('Saint-Jérôme \u202eQC\u202c ＴＯＫＹＯ 👨\u200d👩\u200d👧 ', 254)}é`,
      seo_title: characters('🌲', 255),
      meta_title: characters('é', 255),
      canonical_url: `https://example.com/${characters('ü', 480)}`,
      og_description: 'Line one.\r\n\tLine two: القدس',
      geo_region: characters('Ｑ', 20),
    };
    const response = await adminWrite('PATCH', `/api/cities/${String(city.id)}`, change);
    expect(response.status).toBe(200);
    const stored = (await adminGet(`/api/admin/cities/${String(city.id)}`)) as Record<string, unknown>;
    expect(stored).toMatchObject(change);
    expect((stored.seo_title as string).length).toBe(510); // 255 characters, 510 UTF-16 units: taken, as the column takes them
  });

  it('keeps odd text in a product and its maximum-length name', async () => {
    const product = firstItem(await adminGet('/api/products'))!;
    const change = { product_name: `${characters('Mélange 🌱 ', 254)}!`, description: 'Bagged.\n\t🌲 Screened — 50\u00a0L', aliases: 'terre, ｓｏｉｌ' };
    const response = await adminWrite('PATCH', `/api/products/${String(product.id)}`, change);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(change);
  });
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
