// The icons, share pictures and terms and privacy pages as the public site answers them (needs the client build).
import type { PageDataSource } from '@local-seo/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPageData } from '../src/screens/city/generated/test-page-data';
import { site } from '../src/seo/test-fixtures';
import { registerPublicSite } from '../src/server/index';

const barrie = testPageData();
const source: PageDataSource = {
  pageData: async (slug) => (slug === 'barrie' ? { kind: 'page', page: { data: barrie, etag: '"barrie-1"' } } : null),
  activeCities: async () => ({ data: [barrie.city], etag: '"cities-1"' }),
  schemaSettings: async () => ({ data: { settings: null }, etag: '"schema-1"' }),
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerPublicSite(app, { pageData: source, site, fastPath: false });
  await app.ready();
});
afterAll(async () => app?.close());

describe('the public site answers its icons, share pictures and legal pages', () => {
  it('links the icons and the share picture from a city page, and answers each', async () => {
    const page = await app.inject({ url: '/barrie' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<meta property="og:image" content="${site.publicBaseUrl}/og/barrie.png"`);
    for (const [url, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/site.webmanifest', 'application/manifest+json'],
      ['/og/barrie.png', 'image/png'],
      ['/og/delivery.png', 'image/png'],
    ]) {
      const answer = await app.inject({ url: url! });
      expect([url, answer.statusCode, answer.headers['content-type']?.toString().split(';')[0]]).toEqual([url, 200, type]);
      expect(answer.headers.etag).toBeTruthy();
    }
    expect((await app.inject({ url: '/og/atlantis.png' })).statusCode).toBe(404);
  });

  it('answers /terms and /privacy with 200', async () => {
    for (const url of ['/terms', '/privacy']) {
      const answer = await app.inject({ url });
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect(answer.body).toContain(site.email);
    }
  });
});
