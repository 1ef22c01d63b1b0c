// The crawler files a router sends to the public site with the pages (the Gateway API variant
// matches exact paths and prefixes only): passed on to the gateway, answered as it answers them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageDataSource } from '@local-seo/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../src/seo/test-fixtures';
import { registerPublicSite } from '../src/server/index';

const source: PageDataSource = {
  pageData: async () => null,
  activeCities: async () => ({ data: [], etag: '"cities-1"' }),
  schemaSettings: async () => ({ data: { settings: null }, etag: '"schema-1"' }),
};

/** The gateway's answers, as a stand-in: a numbered sitemap with its ETag, the key file, and every path asked. */
const asked: string[] = [];
let gateway: Server;
let gatewayUrl: string;
const sitemapTwo = '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';
beforeAll(async () => {
  gateway = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    if (request.url === '/sitemap-2.xml') {
      if (request.headers['if-none-match'] === '"two"') return response.writeHead(304, { etag: '"two"' }).end();
      return response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', etag: '"two"', 'cache-control': 'public, max-age=300', 'set-cookie': 'x=1' }).end(sitemapTwo);
    }
    if (request.url === '/0123456789abcdef.txt') return response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('0123456789abcdef');
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise((resolve) => gateway.close(resolve)));

async function publicSite(options: { gatewayUrl?: string }): Promise<FastifyInstance> {
  const app = Fastify();
  await registerPublicSite(app, { pageData: source, site, fastPath: false, ...options });
  await app.ready();
  return app;
}

describe('the crawler files, asked of the public site', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await publicSite({ gatewayUrl });
  });
  afterAll(async () => app.close());

  it('passes a numbered sitemap and the key file on to the gateway, with its type, ETag and caching, and nothing else of its headers', async () => {
    const sitemap = await app.inject({ url: '/sitemap-2.xml' });
    expect([sitemap.statusCode, sitemap.headers['content-type'], sitemap.headers.etag, sitemap.headers['cache-control'], sitemap.body]).toEqual([
      200,
      'application/xml; charset=utf-8',
      '"two"',
      'public, max-age=300',
      sitemapTwo,
    ]);
    expect(sitemap.headers['set-cookie']).toBeUndefined();
    const key = await app.inject({ url: '/0123456789abcdef.txt' });
    expect([key.statusCode, key.body]).toEqual([200, '0123456789abcdef']);
  });

  it('answers an unchanged sitemap 304 when asked with its ETag', async () => {
    const again = await app.inject({ url: '/sitemap-2.xml', headers: { 'if-none-match': '"two"' } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('passes on only the shapes the gateway answers itself: any other gateway path is a 404 here, never asked of it', async () => {
    asked.length = 0;
    for (const url of ['/sitemapfoo.xml', '/api/cities', '/admin/x', '/a/b.txt']) expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 404]);
    expect(asked).toEqual([]);
    expect((await app.inject({ url: '/sitemap-9.xml' })).statusCode).toBe(404); // the gateway's own 404
    expect(asked).toEqual(['GET /sitemap-9.xml']);
  });
});

describe('the crawler files, when they cannot be passed on', () => {
  it('answers 503 with a sentence and Retry-After when the gateway does not answer', async () => {
    const closedGateway = await new Promise<string>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(`http://127.0.0.1:${port}`));
      });
    });
    const app = await publicSite({ gatewayUrl: closedGateway });
    const answer = await app.inject({ url: '/sitemap-2.xml' });
    expect([answer.statusCode, answer.headers['retry-after'], answer.body]).toEqual([503, '10', 'This file is unavailable right now; please try again shortly.']);
    await app.close();
  });

  it('is a 404 where the public site is mounted inside the gateway (no gateway to pass to)', async () => {
    const app = await publicSite({});
    expect((await app.inject({ url: '/sitemap-2.xml' })).statusCode).toBe(404);
    await app.close();
  });
});
