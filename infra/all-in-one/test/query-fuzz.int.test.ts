import { declaredRoutes, type AnyRoute } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startTestStack, type TestStack } from '../src/testing.js';
import { adminSession, type AdminSession } from './support/admin-session.js';

/**
 * Every list route's query parameters, fuzzed on the whole product (gateway and
 * services, demo data) as a signed-in admin. The routes and their parameters come
 * from the route declarations (packages/contracts), so a new list route or filter is
 * fuzzed without touching this test. Each value answers a 4xx in the error shape
 * with a plain message, or a 2xx whose items match the value literally: a `%`, `_`
 * or `\` is a character to look for, never a wildcard or an escape.
 */

let stack: TestStack;
let admin: AdminSession;

beforeAll(async () => {
  stack = await startTestStack({ frontends: false });
  admin = await adminSession(stack);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

interface QueryParameter {
  name: string;
  /** Free text (no enum, format or pattern): a 2xx list must contain the value literally. */
  text: boolean;
}

/** A query schema's parameters, read from its JSON Schema as a caller would send them. */
function parametersOf(query: z.ZodType): QueryParameter[] {
  const schema = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Record<string, unknown>> };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const text = property.type === 'string' && !('enum' in property) && !('format' in property) && !('pattern' in property);
    return { name, text };
  });
}

/** The list routes: every GET declared with a query, public or staff. */
const listRoutes: AnyRoute[] = declaredRoutes.filter((route) => route.method === 'GET' && route.query !== undefined);

/** The hostile values, percent-encoded as sent; `literal` is what a literal match looks for. */
const hostileValues: { label: string; encoded: string; literal?: string }[] = [
  { label: 'NUL', encoded: '%00' },
  { label: 'NUL inside', encoded: 'Barrie%00x' },
  { label: 'control character', encoded: 'a%07b' },
  { label: 'percent', encoded: '%25', literal: '%' },
  { label: 'underscore', encoded: '_', literal: '_' },
  { label: 'backslash', encoded: '%5C', literal: '\\' },
  { label: 'all three', encoded: '%25_%5C', literal: '%_\\' },
  { label: 'over-long', encoded: 'a'.repeat(2001) },
  { label: 'non-UTF-8 byte', encoded: '%C0' },
  { label: 'non-UTF-8 sequence', encoded: '%FF%FE' },
  { label: 'lone surrogate', encoded: '%ED%A0%80' },
  { label: 'broken escape', encoded: '%G1' },
];

/** A real value for each path parameter (the first demo city's slug). */
async function pathOf(route: AnyRoute): Promise<string> {
  const cities = (await (await get('/api/cities')).json()) as { url_slug: string }[];
  return route.path.replace(/:slug\b/, cities[0]!.url_slug);
}

const get = (path: string) => fetch(`${stack.url}${path}`, { headers: { cookie: admin.cookie }, signal: AbortSignal.timeout(15_000) });

/** The first list in an answer (a bare list, or the first list inside an object). */
function itemsOf(answer: unknown): unknown[] | undefined {
  if (Array.isArray(answer)) return answer;
  if (answer && typeof answer === 'object') return Object.values(answer).find(Array.isArray) as unknown[] | undefined;
  return undefined;
}

/** Every string inside a value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

const internalText = /prisma|postgres|\bpg\b|LIKE|escape character|SQL|node_modules|\.[jt]s:\d+|FST_|source\/request/i;

interface Outcome {
  request: string;
  problem?: string;
  status: number;
}

async function attack(path: string, parameter: QueryParameter, value: (typeof hostileValues)[number]): Promise<Outcome> {
  const request = `GET ${path}?${parameter.name}=${value.encoded.slice(0, 40)} (${value.label})`;
  const response = await get(`${path}?${parameter.name}=${value.encoded}`);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { request, status: response.status, problem: `not JSON: ${text.slice(0, 100)}` };
  }
  const status = response.status;
  if (status >= 400 && status < 500) {
    const message = (body as { message?: unknown }).message;
    if ((body as { statusCode?: unknown }).statusCode !== status || typeof message !== 'string') return { request, status, problem: `not the error shape: ${text.slice(0, 120)}` };
    if (internalText.test(message)) return { request, status, problem: `internal text: ${message}` };
    return { request, status };
  }
  if (status < 200 || status >= 300) return { request, status, problem: `answered ${status}: ${text.slice(0, 160)}` };
  if (value.literal === undefined) return { request, status, problem: `took the ${value.label} value` };
  if (parameter.text) {
    const literal = value.literal.toLowerCase();
    const unmatched = (itemsOf(body) ?? []).filter((item) => !stringsIn(item).some((s) => s.toLowerCase().includes(literal)));
    if (unmatched.length > 0) return { request, status, problem: `${unmatched.length} item(s) without "${value.literal}": a wildcard` };
  }
  return { request, status };
}

describe('hostile query strings on every list route', () => {
  let outcomes: Outcome[] = [];

  beforeAll(async () => {
    const attacks: (() => Promise<Outcome>)[] = [];
    for (const route of listRoutes) {
      const path = await pathOf(route);
      for (const parameter of parametersOf(route.query!)) for (const value of hostileValues) attacks.push(() => attack(path, parameter, value));
    }
    // A few at a time: quick without starving the services on a small machine.
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < attacks.length) {
          const index = next++;
          outcomes[index] = await attacks[index]!();
        }
      }),
    );
    outcomes = outcomes.filter(Boolean);
  }, 600_000);

  it('covers every list route of the declarations, staff and public', () => {
    expect(listRoutes.length).toBeGreaterThanOrEqual(20);
    expect(listRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(['/api/supplier-locations', '/api/supplier-locations/paged', '/api/admin/audit']));
    expect(listRoutes.some((route) => route.access === 'public')).toBe(true);
  });

  it('answers each a 4xx with a plain message, or a literal match', () => {
    const statuses = new Map<number, number>();
    for (const outcome of outcomes) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    console.info(`query fuzz: ${outcomes.length} requests on ${listRoutes.length} list routes; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(outcomes.filter((outcome) => outcome.problem).map((outcome) => `${outcome.request}: ${outcome.problem}`)).toEqual([]);
  });
});

describe('exact filters', () => {
  const count = async (path: string) => (itemsOf(await (await get(path)).json()) ?? []).length;

  it('match a supplier location city exactly, in any case, and never as a pattern', async () => {
    const city = ((await (await get('/api/supplier-locations')).json()) as { city: string | null }[]).map((location) => location.city).find((name) => name && name.length > 2)!;
    expect(city).toBeTruthy();
    for (const path of ['/api/supplier-locations', '/api/supplier-locations/paged']) {
      const exact = await count(`${path}?city=${encodeURIComponent(city)}`);
      expect(exact).toBeGreaterThan(0);
      expect(await count(`${path}?city=${encodeURIComponent(city.toUpperCase())}`)).toBe(exact);
      expect(await count(`${path}?city=${encodeURIComponent(`_${city.slice(1)}`)}`)).toBe(0);
      expect(await count(`${path}?city=${encodeURIComponent(`${city.slice(0, 2)}%`)}`)).toBe(0);
      expect(await count(`${path}?city=%25`)).toBe(0);
      expect((await get(`${path}?city=%5C`)).status).toBe(200);
    }
  });

  it('match the audit actor by e-mail exactly', async () => {
    const email = ((await (await get('/api/admin/session')).json()) as { user: { email: string } }).user.email;
    expect(email).toContain('@');
    // An entry of the admin's: a change of a city's SEO title, which the audit trail hears as an event.
    const city = ((await (await get('/api/admin/cities')).json()) as { id: number }[])[0]!;
    const change = await fetch(`${stack.url}/api/cities/${city.id}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ seo_title: 'Landscape supplies, exactly' }),
    });
    expect(change.status, await change.text()).toBe(200);
    const actor = (value: string) => count(`/api/admin/audit?actor=${encodeURIComponent(value)}`);
    await vi.waitFor(async () => expect(await actor(email)).toBeGreaterThan(0), { timeout: 15_000, interval: 100 });
    expect(await actor(email.toUpperCase())).toBeGreaterThan(0);
    expect(await actor(`${email.slice(0, 1)}%`)).toBe(0);
    expect(await actor(`_${email.slice(1)}`)).toBe(0);
    expect(await actor('%')).toBe(0);
    // With rows to compare, a lone backslash once failed the query (a LIKE pattern ending in its escape character).
    const backslash = await get('/api/admin/audit?actor=%5C');
    expect([backslash.status, itemsOf(await backslash.json())]).toEqual([200, []]);
  });
});
