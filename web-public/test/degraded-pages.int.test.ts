import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack, type TestStack } from '@local-seo/all-in-one/testing';
import type { SiteSettings } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageResponder, loadClientBuild } from '../src/server/index';
import { eventually } from './support';

// docs/behaviour/public-site.md#a-part-that-could-not-be-had: a service stopped under the running product.
const degradedTtlMs = 1500;
let stack: TestStack;
let site: SiteSettings;

beforeAll(async () => {
  stack = await startTestStack({
    env: { WEATHER_PROVIDER: 'sample', PAGE_DATA_CACHE_TTL_MS: '0', PAGE_DATA_DEGRADED_TTL_MS: String(degradedTtlMs), PAGE_DATA_TIMEOUT_MS: '500' },
  });
  site = { ...(await (await fetch(`${stack.url}/api/site`)).json()), publicBaseUrl: stack.url };
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

/** Stops a service answering (connections refused, as when its process is gone) until the returned function starts it again on its port. */
async function stopped(service: 'catalog' | 'contractors'): Promise<() => Promise<void>> {
  const server: Server = stack.services[service].app.server;
  const { port, address } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  return () => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, address, () => resolve()));
}

async function get(path: string) {
  const response = await fetch(`${stack.url}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const noProducts = /No products available/;
const noContractors = /No (\w+ )?contractors found/;

describe('a service stopped under the running product', () => {
  it('catalog: a page never rendered answers 503 with Retry-After, says products are unavailable, and is not kept past the degraded TTL', async () => {
    const start = await stopped('catalog');
    try {
      for (let i = 0; i < 3; i++) {
        // In front of Fastify or through it: the same answer each time.
        const answer = await get(i === 0 ? '/guelph' : `/guelph?i=${i}`);
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('2');
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(answer.headers.get('etag')).toBeNull();
        expect(answer.body).toContain('Products for Guelph are temporarily unavailable.');
        expect(answer.body).not.toMatch(noProducts);
      }
    } finally {
      await start();
    }
    // Back: the page is whole again as soon as the degraded data is gone.
    const whole = await eventually(async () => {
      const answer = await get('/guelph');
      expect(answer.status).toBe(200);
      return answer;
    });
    expect(whole.body).not.toContain('temporarily unavailable');
  });

  it('catalog: a kept page is kept only until the degraded TTL, and a whole page kept before is served on meanwhile', async () => {
    const build = await loadClientBuild();
    let clock = Date.now();
    const responder = createPageResponder({ source: stack.gateway.parts.pageDataSource, site, manifest: build.manifest, cacheEntries: 10, revalidateMs: 0, now: () => clock });
    try {
      const whole = await responder.respond('/milton');
      expect(whole.page.status).toBe(200);
      const start = await stopped('catalog');
      try {
        // A check of the whole page finds its data degraded: the whole page stays, nothing is rendered.
        const renders = responder.stats().renders;
        expect((await responder.respond('/milton')).page).toBe(whole.page);
        await responder.idle();
        expect((await responder.respond('/milton')).page).toBe(whole.page);
        expect(responder.stats().renders).toBe(renders);

        // A page first asked for now: 503, kept for the degraded TTL, then asked again.
        const first = await responder.respond('/oakville');
        expect(first.page.status).toBe(503);
        expect(first.expiresAt).toBe(clock + degradedTtlMs);
        expect(await responder.respond('/oakville')).toBe(first);
        clock += degradedTtlMs;
        const again = await responder.respond('/oakville');
        expect(again).not.toBe(first);
        expect(again.page.status).toBe(503);
      } finally {
        await start();
      }
    } finally {
      responder.close();
    }
  });

  it('contractors: 200 with the contractors unavailable, shared caches told to keep it only for the degraded TTL', async () => {
    const start = await stopped('contractors');
    try {
      const answer = await get('/barrie');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Local contractors for Barrie are temporarily unavailable.');
      expect(answer.body).not.toMatch(noContractors);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    } finally {
      await start();
    }
  });
});
