import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpTestStack } from './support/set-up-stack.js';

/** The security headers of each kind of answer the product gives, as a browser gets them. */

const stack = setUpTestStack();

const common = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' };
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.url}${path}`, { headers, redirect: 'manual' });
const directives = (policy: string | null) => new Map((policy ?? '').split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

/** The inline scripts a browser runs (no src, not a data block such as JSON-LD), as CSP hashes. */
function executedInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

describe('security headers by kind of answer', () => {
  it('public pages (city, delivery, not found): only this origin and the hashes of their own inline scripts', async () => {
    for (const path of ['/barrie', '/delivery', '/no-such-city']) {
      const response = await get(path);
      const html = await response.text();
      expect(Object.fromEntries(response.headers)).toMatchObject(common);
      const policy = directives(response.headers.get('content-security-policy'));
      const inline = executedInlineScripts(html);
      expect(inline.length, path).toBeGreaterThan(0);
      expect(policy.get('script-src')!.sort(), path).toEqual(["'self'", ...new Set(inline)].sort());
      expect(html, path).toContain(path === '/no-such-city' ? '<script' : 'application/ld+json');
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('sends a cached page with the policy rendered with it, and a 304 with the same', async () => {
    // The first requests may fetch the weather and so change the page's version: wait for one that repeats.
    let first = await get('/barrie');
    let again = await get('/barrie');
    for (let i = 0; i < 10 && again.headers.get('etag') !== first.headers.get('etag'); i++) [first, again] = [again, await get('/barrie')];
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(await again.text()).toBe(await first.text());
    const notModified = await get('/barrie', { 'if-none-match': first.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('the admin app: its own files only, never framed', async () => {
    const response = await get('/admin');
    expect(Object.fromEntries(response.headers)).toMatchObject(common);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('API answers, errors, the sitemap and robots.txt: a policy that allows nothing', async () => {
    for (const path of ['/api/cities', '/api/page-data/barrie', '/api/nothing', '/api/admin/cities', '/sitemap.xml', '/robots.txt']) {
      const response = await get(path);
      expect({ path, ...Object.fromEntries(response.headers) }).toMatchObject({
        path,
        ...common,
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
    }
  });
});
