// The public site's pass-through of crawler files, as an attacker reaches it: raw bytes on a
// socket, paths generated from every spelling of separators, dot segments and hosts. Whatever
// arrives, the public site asks only its gateway, only for a path it built itself in one of
// the crawler files' shapes, and never answers 5xx.
import type { PageDataSource } from '@local-seo/contracts';
import { rawRequest, useLocalServers as localServers } from '@local-seo/testing';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../src/seo/test-fixtures';
import { isCrawlerFile, onGateway } from '../src/server/crawler-files';
import { registerPublicSite } from '../src/server/index';

const source: PageDataSource = {
  pageData: async () => null,
  activeCities: async () => ({ data: [], etag: '"cities-1"' }),
  schemaSettings: async () => ({ data: { settings: null }, etag: '"schema-1"' }),
};

// Not a React hook, whatever its name says: the stand-in servers, closed after the file.
const serve = localServers();
/** What the gateway stand-in was asked, as raw request targets. */
const gatewayAsked: string[] = [];
/** Any request that reached somewhere other than the gateway. */
const elsewhereAsked: string[] = [];
let elsewhere: URL;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const gatewayUrl = await serve((request, response) => {
    gatewayAsked.push(request.url!);
    const known = request.url === '/sitemap.xml' || request.url === '/robots.txt';
    response.writeHead(known ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8' }).end(known ? 'file' : 'not found');
  });
  elsewhere = new URL(
    await serve((request, response) => {
      elsewhereAsked.push(request.url!);
      response.writeHead(200).end('elsewhere');
    }),
  );
  app = Fastify();
  await registerPublicSite(app, { pageData: source, site, fastPath: false, gatewayUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => app?.close());

const leads = ['/', '//', '///', '/./', '/.//', '\\', '/\\', '\\\\', '/%2f', '/%5c', '/../', '/%2e%2e/', '/.%2e/'];
const separators = ['/', '//', '\\', '%2f', '%2F', '%5c', '/./', '/../', '/%2e%2e/'];
const names = ['sitemap', 'sitemap-2', 'sitemap-%2e%2e', 'robots', '0123456789abcdef', 'api', 'admin', '..', '%2e%2e', '.', '%00', '@', 'x'];
const endings = ['.xml', '.txt', '', '%2exml', '.txt%00', '.xml/', '.txt;x'];
const queries = ['', '', '?x=1', '?url=//elsewhere/x.txt', '?%2e%2e=1', '#frag'];

/** A target: a lead, sometimes another host (the one that must never be asked), then names and separators, then an ending. */
const attackTarget = () =>
  fc
    .tuple(
      fc.constantFrom(...leads),
      fc.constantFrom('', '', elsewhere.host, `localhost:${elsewhere.port}`, 'elsewhere.example'),
      fc.array(fc.tuple(fc.constantFrom(...names), fc.constantFrom(...separators)), { maxLength: 3 }),
      fc.constantFrom(...names),
      fc.constantFrom(...endings),
      fc.constantFrom(...queries),
    )
    .map(([lead, host, steps, name, ending, query]) => `${lead}${host ? `${host}/` : ''}${steps.map(([n, s]) => n + s).join('')}${name}${ending}${query}`);

/** A crawler file's own name under a tricky lead and query: these reach the pass-through itself. */
const nearlyAFile = () =>
  fc
    .tuple(fc.constantFrom(...leads), fc.constantFrom('sitemap', 'sitemap-2', 'robots', '0123456789abcdef'), fc.constantFrom('.xml', '.txt'), fc.constantFrom(...queries))
    .map(([lead, name, ending, query]) => `${lead}${name}${ending}${query}`);

/** What the gateway's own URL parser reads of a target the public site sent it. */
const pathOf = (target: string) => new URL(target, 'http://gateway').pathname;

describe('generated request targets against the crawler files pass-through (fast-check)', () => {
  it('asks only the gateway, only for a crawler file path it built itself, and never answers 5xx', async () => {
    let passedOn = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'HEAD'), fc.oneof(attackTarget(), nearlyAFile()), async (method, target) => {
        gatewayAsked.length = 0;
        const response = await rawRequest(port, { method, target });
        expect(response.status, `${method} ${target}`).toBeLessThan(500);
        expect(elsewhereAsked, `${method} ${target}`).toEqual([]);
        for (const asked of gatewayAsked) {
          // Already in the form a URL parser gives it (no dot segment, backslash or doubled slash left to read otherwise)...
          expect(asked.split('?')[0], `${method} ${target}`).toBe(pathOf(asked));
          // ...and one of the crawler files' shapes.
          expect(isCrawlerFile(pathOf(asked)), `${method} ${target} asked ${asked}`).toBe(true);
        }
        passedOn += gatewayAsked.length;
      }),
      { numRuns: 600 },
    );
    // The generator reaches the pass-through itself, not only the 404s before it.
    expect(passedOn).toBeGreaterThan(100);
    // 600 connections, each its own: a busy machine (the whole suite at once) takes a while.
  }, 120_000);

  it('a path that a URL would read as another host keeps the gateway as its host', () => {
    const gateway = 'http://gateway.internal:3000';
    for (const path of ['//elsewhere.example/x.txt', '/.//elsewhere.example/x.txt', '\\\\elsewhere.example\\x.txt']) {
      const asked = new URL(`http://site${path.startsWith('/') ? '' : '/'}${path}`);
      expect(onGateway(gateway, asked).host, path).toBe('gateway.internal:3000');
    }
  });
});
