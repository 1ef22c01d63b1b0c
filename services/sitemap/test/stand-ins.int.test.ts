import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeTestServiceAccount, startGoogleOAuthStandIn, startIndexNowStandIn, startSearchConsoleSitemapsStandIn } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The stand-ins the submission tests rely on refuse what the real APIs refuse,
// so a request in the wrong format cannot pass those tests.

const key = 'f00dfeedf00dfeed';
let keyServer: Server;
let keyHost: string;

beforeAll(async () => {
  keyServer = createServer((request, response) => {
    if (request.url === `/${key}.txt`) response.writeHead(200, { 'content-type': 'text/plain' }).end(key);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  keyHost = `127.0.0.1:${(keyServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => keyServer.close(resolve)));

describe('the IndexNow stand-in', () => {
  const post = (url: string, body: unknown, contentType = 'application/json; charset=utf-8') =>
    fetch(`${url}/indexnow`, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('answers with the protocol status codes', async () => {
    const indexNow = await startIndexNowStandIn({ pendingOnFirstUse: true, rateLimit: 6 });
    try {
      const good = { host: keyHost, key, keyLocation: `http://${keyHost}/${key}.txt`, urlList: [`http://${keyHost}/barrie`] };
      expect((await post(indexNow.url, good)).status).toBe(202); // the key is still being validated
      expect((await post(indexNow.url, good)).status).toBe(200);
      expect((await post(indexNow.url, 'not json')).status).toBe(400);
      expect((await post(indexNow.url, { ...good, urlList: Array.from({ length: 10_001 }, (_, i) => `http://${keyHost}/${i}`) })).status).toBe(400);
      expect((await post(indexNow.url, { ...good, urlList: ['https://elsewhere.example/barrie'] })).status).toBe(422);
      expect((await post(indexNow.url, { ...good, key: 'short' })).status).toBe(422);
      expect((await post(indexNow.url, { ...good, key: 'f00dfeedf00dbeef', keyLocation: `http://${keyHost}/f00dfeedf00dbeef.txt` })).status).toBe(403);
      expect((await post(indexNow.url, good)).status).toBe(429);
    } finally {
      await indexNow.close();
    }
  });
});

describe('the Search Console stand-in', () => {
  it('wants a bearer token and the site URL encoded as one path segment', async () => {
    const account = makeTestServiceAccount();
    const oauth = await startGoogleOAuthStandIn(account.publicKeyPem);
    const searchConsole = await startSearchConsoleSitemapsStandIn({ isValidToken: oauth.isValidToken, sites: { 'https://www.example.ca/': 'siteOwner' } });
    try {
      const encoded = `${searchConsole.url}/webmasters/v3/sites/${encodeURIComponent('https://www.example.ca/')}/sitemaps/${encodeURIComponent('https://www.example.ca/sitemap.xml')}`;
      const anonymous = await fetch(encoded, { method: 'PUT' });
      expect(anonymous.status).toBe(401);
      expect(((await anonymous.json()) as { error: { status: string } }).error.status).toBe('UNAUTHENTICATED');

      const raw = `${searchConsole.url}/webmasters/v3/sites/https://www.example.ca//sitemaps/https://www.example.ca/sitemap.xml`;
      expect((await fetch(raw, { method: 'PUT' })).status).toBe(404);
    } finally {
      await searchConsole.close();
      await oauth.close();
    }
  });
});
