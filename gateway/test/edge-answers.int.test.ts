import { declaredRoutes, requiredRole } from '@local-seo/contracts';
import { rawRequest, type RawResponse, useLocalServers } from '@local-seo/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { upstreamNames } from '../src/routing/route-table.js';
import { useListeningGateway } from './support/gateway.js';

/**
 * What every answer of the gateway carries, the refusals of its router and of its
 * edge included (SECURITY.md): the security headers and the request id, an error in the
 * platform's shape and words (never a library's), and `Cache-Control: no-store` on
 * every staff answer.
 */

const password = 'edge answers password';
const serve = useLocalServers();

/** A service stand-in answering JSON to everything (a list for the cities the composition reads). */
const stubUpstream = () =>
  serve((request, response) => {
    request.resume();
    request.on('end', () => {
      const list = request.method === 'GET' && ['/api/cities', '/api/admin/cities'].includes(request.url!);
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' }).end(list ? '[]' : '{"ok":true}');
    });
  });

const running = useListeningGateway(async () => {
  const urls: Record<string, string> = {};
  for (const name of upstreamNames) urls[`${name.toUpperCase()}_URL`] = await stubUpstream();
  return { ...urls, ADMIN_PASSWORD: password };
});

let cookie: string;
beforeAll(async () => {
  const login = await rawRequest(running.port, { method: 'POST', target: '/api/admin/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  expect(login.status).toBe(200);
  cookie = login.cookies.find((c) => c.startsWith('admin_session='))!.split(';')[0]!;
});

const get = (target: string, headers: Record<string, string> = {}) => rawRequest(running.port, { target, headers });

function expectEdgeHeaders(answer: RawResponse, target: string): void {
  // A page of its own (the API reference) names its own styles; every other answer loads nothing.
  const policy = target.startsWith('/api/admin/docs') && !target.endsWith('.json') ? /^default-src 'none';.* frame-ancestors 'none'$/ : /^default-src 'none'; frame-ancestors 'none'$/;
  expect(answer.headers['x-request-id'], target).toMatch(/\S/);
  expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
  expect(answer.headers['x-frame-options'], target).toBe('DENY');
  expect(answer.headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['content-security-policy'], target).toMatch(policy);
}

describe('refusals of the edge', () => {
  it.each([
    ['/api/cities/%c0', 400, /^The address is not valid: a part of its path is wrongly percent-encoded$/],
    ['/api/cities/%E0%A4%A', 400, /wrongly percent-encoded/],
    [`/api/cities/${'a'.repeat(201)}`, 414, /at most 200 characters/],
    ['/api/cities/..%252f..%252fadmin%252fusers', 400, /^The slug in the address may not contain percent-encoding twice over/],
    ['/api/cities/..%252f', 400, /^The slug in the address may not contain percent-encoding twice over/],
    ['/api/cities/%252e%252e', 400, /^The slug in the address may not contain percent-encoding twice over/],
    ['/api/cities/..barrie/nearby', 400, /^The slug in the address may not begin or end with "\.\."$/],
    ['/api/cities/..%2f..%2fadmin', 400, /encoded "\/"/],
    ['/api/cities?search=%00', 400, /cannot contain control characters/],
    ['/api/admin/audit?actor=%c0', 400, /wrongly percent-encoded/],
  ])('%s answers %i in our words, with the security headers and the request id', async (target, status, message) => {
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const answer = await get(target, headers);
      expect(answer.status, target).toBe(status);
      const body = JSON.parse(answer.body) as { statusCode: number; error: string; message: string };
      expect(body.statusCode).toBe(status);
      expect(body.message, target).toMatch(message);
      expect(body.message).not.toMatch(/source\/request|FST_|invalid characters/);
      expectEdgeHeaders(answer, target);
    }
  });
});

describe('staff answers', () => {
  it('are never stored: the session (with its CSRF token), sign-in, and every staff route, whatever the service said', async () => {
    expect((await get('/api/admin/session', { cookie })).headers['cache-control']).toBe('no-store');
    expect((await get('/api/admin/session')).headers['cache-control']).toBe('no-store');
    const login = await rawRequest(running.port, { method: 'POST', target: '/api/admin/login', headers: { 'content-type': 'application/json' }, body: '{"password":"wrong"}' });
    expect(login.headers['cache-control']).toBe('no-store');
    const staffReads = declaredRoutes.filter((route) => route.method === 'GET' && requiredRole(route) !== undefined && !route.path.includes(':'));
    expect(staffReads.length).toBeGreaterThan(20);
    for (const route of staffReads) {
      const signedIn = await get(route.path, { cookie });
      expect(signedIn.headers['cache-control'], route.path).toBe('no-store');
      expectEdgeHeaders(signedIn, route.path);
      // The refusal of a request without a session too.
      expect((await get(route.path)).headers['cache-control'], route.path).toBe('no-store');
    }
  });

  it('leave the public answers to their own caching', async () => {
    expect((await get('/api/site')).headers['cache-control']).toBe('public, max-age=300');
  });
});
