import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminApp } from './index';

let app: FastifyInstance;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'admin-client-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  app.get('/api/site', async () => ({ brandName: 'Elsewhere' }));
  await registerAdminApp(app, { clientDir });
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('registerAdminApp', () => {
  it('answers the app for /admin and every client route under it, never cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/cities', '/admin/seo/keywords?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, other files briefly', async () => {
    const asset = await app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1)');
    const icon = await app.inject({ url: '/admin/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    const response = await app.inject({ url: '/admin/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('leaves every other path alone', async () => {
    expect((await app.inject({ url: '/api/site' })).json()).toEqual({ brandName: 'Elsewhere' });
    expect((await app.inject({ url: '/administrator' })).statusCode).toBe(404);
  });

  it('says how to build the app when it is missing', async () => {
    await expect(registerAdminApp(Fastify(), { clientDir: join(clientDir, 'nowhere') })).rejects.toThrow('npm run build -w web-admin');
  });
});
