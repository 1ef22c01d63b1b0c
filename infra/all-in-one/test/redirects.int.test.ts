import { rawRequest } from '@local-seo/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../src/testing.js';

/**
 * Every redirect the product emits (the root to /delivery, a trailing slash or a
 * slug in another case to the canonical path) stays on the site: its Location is a path that begins with
 * exactly one '/'. Sent as raw bytes, so the target reaches the product unaltered.
 */

let stack: TestStack;
let port: number;

beforeAll(async () => {
  stack = await startTestStack();
  port = Number(new URL(stack.url).port);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

/** A Location a browser follows to this site only: one '/', then anything but '/' or '\'. */
const onSite = /^\/(?![/\\])/;

describe('the redirects of the public site', () => {
  it.each([
    ['/', '/delivery'],
    ['/barrie/', '/barrie'],
    ['/delivery//', '/delivery'],
    ['/barrie/?utm_source=news', '/barrie?utm_source=news'],
    ['/Barrie', '/barrie'],
    ['/BARRIE/?utm_source=news', '/barrie?utm_source=news'],
    ['/Delivery', '/delivery'],
  ])('%s answers 301 to %s', async (target, location) => {
    const response = await rawRequest(port, { target });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each(['/.//evil.example/', '//evil.example/', '///evil.example//', '//evil.example/x/', '/\\evil.example/', '/%2f%2fevil.example/', '/%5c%5cevil.example/'])(
    '%s never answers a Location off the site',
    async (target) => {
      const response = await rawRequest(port, { target });
      expect(response.status).toBeLessThan(500);
      if (response.headers.location !== undefined) expect(response.headers.location).toMatch(onSite);
    },
  );

  it('keeps every Location on the site for generated paths of slashes, backslashes, dots and hosts', async () => {
    const part = fc.constantFrom('/', '//', '\\', '.', '..', '%2f', '%5c', '%2e', 'evil.example', 'EVIL.example', 'barrie', 'Barrie', 'delivery', '@evil.example', ':443', '%09', '?x=//evil.example');
    await fc.assert(
      fc.asyncProperty(fc.array(part, { minLength: 1, maxLength: 6 }), fc.boolean(), async (parts, trailing) => {
        const target = `/${parts.join('')}${trailing ? '/' : ''}`;
        const response = await rawRequest(port, { target });
        expect(response.status, target).toBeLessThan(500);
        if (response.headers.location !== undefined) expect(response.headers.location, target).toMatch(onSite);
      }),
      { numRuns: 300 },
    );
  });
});
