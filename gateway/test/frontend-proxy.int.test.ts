import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { useStaffDatabase, useLocalServers } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';
import { registerFrontendProxy } from '../src/routing/frontend-proxy.js';

const logger = createLogger('silent');
let bus: EventBus;
let gateway: Gateway;
const serve = useLocalServers();

/** A stand-in frontend that answers which one it is and what it was asked. */
async function frontend(name: string): Promise<string> {
  return serve((request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`${name} ${request.method} ${request.url}`),
  );
}

const staffDb = useStaffDatabase();

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  const [webPublicUrl, webAdminUrl] = await Promise.all([frontend('web-public'), frontend('web-admin')]);
  const nowhere = 'http://127.0.0.1:9';
  gateway = await createGateway({
    logger,
    bus,
    config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, CITIES_URL: nowhere, SITEMAP_URL: nowhere, ADMIN_PASSWORD: 'frontend proxy password' }),
    frontends: (app) => registerFrontendProxy(app, { webPublicUrl, webAdminUrl }),
  });
});

afterAll(async () => {
  await gateway?.close();
  await bus?.close();
});

describe('the gateway without an ingress (WEB_PUBLIC_URL, WEB_ADMIN_URL)', () => {
  it('passes /admin and every path under it to the admin app', async () => {
    for (const url of ['/admin', '/admin/cities?tab=2']) {
      const response = await gateway.app.inject(url);
      expect({ url, status: response.statusCode, body: response.body }).toEqual({ url, status: 200, body: `web-admin GET ${url}` });
    }
  });

  it('passes every other page path to the public site, with its query', async () => {
    for (const url of ['/', '/barrie', '/delivery', '/assets/entry-abc123.js', '/no/such/page?x=1']) {
      const response = await gateway.app.inject(url);
      expect({ url, status: response.statusCode, body: response.body }).toEqual({ url, status: 200, body: `web-public GET ${url}` });
    }
  });

  it('keeps its own paths: the API (an unknown one is an API 404), health, the sitemap files', async () => {
    const unknownApi = await gateway.app.inject('/api/nothing-here');
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await gateway.app.inject('/healthz')).statusCode).toBe(200);
    expect((await gateway.app.inject('/api/site')).json()).toHaveProperty('brandName');
    // The sitemap service is down here: the gateway's own route answers, not the public site.
    const robots = await gateway.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(503);
    expect(robots.body).not.toContain('web-public');
  });
});
