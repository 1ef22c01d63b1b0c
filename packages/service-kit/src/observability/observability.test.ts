import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { createHttpApp } from '../http/app.js';
import { createLogger } from '../logger.js';
import { cacheLookups, metricsText, startObservability, traceparentOf, tracingEnabled } from './index.js';

const logger = createLogger('silent');

const line = (text: string, prefix: string) => text.split('\n').find((l) => l.startsWith(prefix));

describe('HTTP metrics', () => {
  it('label requests by route pattern and status class, never by the URL asked for', async () => {
    const app = createHttpApp({ logger, name: 'metrics-routes', readiness: { database: async () => true, bus: async () => false } });
    app.get('/items/:id', async (request) => ({ id: (request.params as { id: string }).id }));
    app.get('/boom', async () => {
      throw new Error('broken');
    });
    for (const id of ['1', '2', 'three']) expect((await app.inject({ url: `/items/${id}` })).statusCode).toBe(200);
    expect((await app.inject({ url: '/no/such/path/42' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(500);

    const text = await metricsText();
    const count = (labels: string) => line(text, `http_request_duration_seconds_count{${labels}}`);
    expect(count('service="metrics-routes",method="GET",route="/items/:id",status_class="2xx"')).toMatch(/ 3$/);
    expect(count('service="metrics-routes",method="GET",route="unmatched",status_class="4xx"')).toMatch(/ 1$/);
    expect(count('service="metrics-routes",method="GET",route="/boom",status_class="5xx"')).toMatch(/ 1$/);
    expect(text).not.toMatch(/route="\/items\/(1|2|three)"|route="\/no\/such/);
    // Readiness is sampled when read: each check by name.
    expect(line(text, 'readiness_check_up{service="metrics-routes",check="database"}')).toMatch(/ 1$/);
    expect(line(text, 'readiness_check_up{service="metrics-routes",check="bus"}')).toMatch(/ 0$/);
    await app.close();
    expect(await metricsText()).not.toContain('readiness_check_up{service="metrics-routes"');
  });

  it('time an upload route as an import of the type its path ends with', async () => {
    const app = createHttpApp({ logger, name: 'metrics-imports', readiness: {} });
    app.post('/api/import/products', { config: { upload: true } }, async () => ({ imported: 0 }));
    app.post('/api/other', async () => ({}));
    expect((await app.inject({ method: 'POST', url: '/api/import/products', payload: {} })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/other', payload: {} })).statusCode).toBe(200);
    const text = await metricsText();
    expect(line(text, 'import_duration_seconds_count{service="metrics-imports",type="products",status_class="2xx"}')).toMatch(/ 1$/);
    expect(text).not.toContain('import_duration_seconds_count{service="metrics-imports",type="other"');
    await app.close();
  });
});

describe('cache lookups', () => {
  it('count lookups and misses per cache', async () => {
    const html = cacheLookups('test-html');
    html.record(true);
    html.record(true);
    html.record(false);
    const data = cacheLookups('test-data');
    data.lookup();
    data.lookup();
    data.miss();
    const text = await metricsText();
    expect(line(text, 'cache_lookups_total{cache="test-html"}')).toMatch(/ 3$/);
    expect(line(text, 'cache_misses_total{cache="test-html"}')).toMatch(/ 1$/);
    expect(line(text, 'cache_lookups_total{cache="test-data"}')).toMatch(/ 2$/);
    expect(line(text, 'cache_misses_total{cache="test-data"}')).toMatch(/ 1$/);
    expect(cacheLookups('test-html')).toBe(html);
  });
});

describe('startObservability', () => {
  it('serves /metrics on METRICS_PORT alone, and nothing else there', async () => {
    const observability = await startObservability({ name: 'test', logger, env: { METRICS_PORT: String(await freePort()), HOST: '127.0.0.1' } });
    try {
      const url = observability.metrics!.url;
      const scraped = await fetch(`${url}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toMatch(/^# HELP process_resident_memory_bytes/m);
      const other = await fetch(`${url}/healthz`);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ statusCode: 404, message: 'Only GET /metrics is served on this port' });
      expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await observability.close();
    }
  });

  it('serves no metrics without METRICS_PORT (or with 0), and starts no tracing without an OTLP endpoint', async () => {
    for (const env of [{}, { METRICS_PORT: '0' }]) {
      const observability = await startObservability({ name: 'test', logger, env });
      expect(observability.metrics).toBeUndefined();
      expect(observability.tracing).toBeUndefined();
      await observability.close();
    }
    expect(tracingEnabled()).toBe(false);
    expect(traceparentOf()).toBeUndefined();
  });

  it('refuses a metrics port that is the public port, and a bad one, naming the variable', async () => {
    await expect(startObservability({ name: 'test', logger, env: { PORT: '8080', METRICS_PORT: '8080' } })).rejects.toThrow(ConfigError);
    await expect(startObservability({ name: 'test', logger, env: { PORT: '8080', METRICS_PORT: '8080' } })).rejects.toThrow(
      'METRICS_PORT: must differ from PORT (8080): metrics are never served on the public port',
    );
    await expect(startObservability({ name: 'test', logger, env: { METRICS_PORT: 'ninety' } })).rejects.toThrow(/METRICS_PORT: /);
  });
});

describe('without tracing', () => {
  it('adds no traceparent to what the process sends', async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers.traceparent as string | undefined);
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const app = createHttpApp({ logger, name: 'untraced', readiness: {} });
    const { port } = server.address() as AddressInfo;
    app.get('/calls', async () => (await fetch(`http://127.0.0.1:${port}/`)).json());
    await app.inject({ url: '/calls', headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } });
    expect(seen).toEqual([undefined]);
    await app.close();
    await new Promise((resolve) => server.close(resolve));
  });
});

