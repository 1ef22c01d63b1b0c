import { durableConsumers } from '@local-seo/contracts';
import { metricsText, startMetricsServer, startTracing, type MetricsServer, type Tracing } from '@local-seo/service-kit';
import { startOtlpStandIn, type OtlpStandIn, type RecordedSpan } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../src/testing.js';
import { adminSession } from './support/admin-session.js';

// OTLP's span kinds.
const server = 2;
const producer = 4;
const consumer = 5;

let otlp: OtlpStandIn;
let tracing: Tracing;
let stack: TestStack;
let metrics: MetricsServer;

beforeAll(async () => {
  otlp = await startOtlpStandIn();
  // Before the stack: its apps trace their requests only when tracing is on as they are made.
  tracing = startTracing({ serviceName: 'local-seo', env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url } })!;
  stack = await startTestStack({ demoData: false, frontends: false });
  metrics = await startMetricsServer({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await metrics?.close();
  await stack?.close();
  await tracing?.shutdown();
  await otlp?.close();
});

async function signIn() {
  const { cookie, csrfToken } = await adminSession(stack);
  return { cookie, 'x-csrf-token': csrfToken };
}

const serverSpan = (spans: readonly RecordedSpan[], service: string, name: string, traceId?: string) =>
  spans.find((s) => s.kind === server && s.attributes['local_seo.service'] === service && s.name === name && (!traceId || s.traceId === traceId));

const consumersOf = (type: string) =>
  Object.values(durableConsumers)
    .filter((c) => c.events.some((event) => event.type === type))
    .map((c) => c.durable);

describe('traces (OTLP/HTTP, JSON)', () => {
  it('follow a city created through the gateway to the cities service, its event, and every consumer of that event, in one trace', async () => {
    const headers = await signIn();
    const created = await fetch(`${stack.url}/api/cities`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ city_name: 'Tracetown', url_slug: 'tracetown', province: 'ON', latitude: 44.5, longitude: -79.5, population: 1000 }),
    });
    expect(created.status).toBe(201);
    const requestId = created.headers.get('x-request-id');

    const consumers = consumersOf('cities.city.created');
    expect(consumers.length).toBeGreaterThanOrEqual(5);
    const entryOf = (spans: readonly RecordedSpan[]) =>
      spans.find((s) => s.kind === server && s.attributes['local_seo.service'] === 'gateway' && s.attributes['local_seo.request_id'] === requestId);
    await otlp.waitFor((spans) => {
      const entry = entryOf(spans);
      if (!entry) return false;
      const handled = new Set(spans.filter((s) => s.traceId === entry.traceId && s.kind === consumer).map((s) => s.attributes['messaging.consumer.group.name']));
      return consumers.every((durable) => handled.has(durable));
    });

    const gateway = entryOf(otlp.spans)!;
    expect(gateway).toMatchObject({ name: 'POST /api/cities', parentSpanId: undefined, service: 'local-seo' });
    expect(gateway.attributes['http.response.status_code']).toBe(201);
    const trace = otlp.trace(gateway.traceId);
    // The gateway passed its traceparent on: the service's span is its child.
    const cities = serverSpan(trace, 'cities', 'POST /api/cities', gateway.traceId);
    expect(cities?.parentSpanId).toBe(gateway.spanId);
    // The event kept the trace in its envelope: the relay's publish continues the request that emitted it...
    const publish = trace.find((s) => s.kind === producer && s.name === 'publish cities.city.created');
    expect(publish?.parentSpanId).toBe(cities!.spanId);
    // ...and each consumer continues the publish.
    for (const durable of consumers) {
      const handled = trace.find((s) => s.kind === consumer && s.attributes['messaging.consumer.group.name'] === durable);
      expect(handled, durable).toMatchObject({ name: `${durable} process cities.city.created`, parentSpanId: publish!.spanId, statusCode: 0 });
    }
    expect(otlp.contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);
  });

  it('follow the composed page data: the gateway span is the parent of each service call it made', async () => {
    const headers = await signIn();
    const created = await fetch(`${stack.url}/api/cities`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ city_name: 'Composeville', url_slug: 'composeville', province: 'ON', latitude: 44.1, longitude: -79.1, page_active: true }),
    });
    expect(created.status).toBe(201);
    const page = await fetch(`${stack.url}/api/page-data/composeville`);
    expect(page.status).toBe(200);
    const requestId = page.headers.get('x-request-id');
    const entryOf = (spans: readonly RecordedSpan[]) =>
      spans.find((s) => s.kind === server && s.attributes['local_seo.service'] === 'gateway' && s.attributes['local_seo.request_id'] === requestId);
    // The composer asks cities, catalog, weather, contractors and seo.
    await otlp.waitFor((spans) => {
      const entry = entryOf(spans);
      return !!entry && new Set(spans.filter((s) => s.parentSpanId === entry.spanId).map((s) => s.attributes['local_seo.service'])).size >= 5;
    });
    const entry = entryOf(otlp.spans)!;
    const called = otlp.spans.filter((s) => s.parentSpanId === entry.spanId && s.kind === server);
    expect(new Set(called.map((s) => s.attributes['local_seo.service']))).toEqual(new Set(['cities', 'catalog', 'weather', 'contractors', 'seo']));
    expect(called.every((s) => s.traceId === entry.traceId)).toBe(true);
  });

  it('never continue a trace a client names at the gateway', async () => {
    const foreign = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const answer = await fetch(`${stack.url}/api/cities`, { headers: { traceparent: foreign } });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    await otlp.waitFor((spans) => spans.some((s) => s.attributes['local_seo.request_id'] === requestId && s.attributes['local_seo.service'] === 'gateway'));
    const entry = otlp.spans.find((s) => s.attributes['local_seo.request_id'] === requestId && s.attributes['local_seo.service'] === 'gateway')!;
    expect(entry.traceId).not.toBe('0af7651916cd43dd8448eb211c80319c');
    expect(entry.parentSpanId).toBeUndefined();
  });
});

describe('metrics', () => {
  it('are served on their own port and never through the gateway', async () => {
    expect((await fetch(`${stack.url}/metrics`)).status).toBe(404);
    const scraped = await fetch(`${metrics.url}/metrics`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scraped.text();
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect((await fetch(`${metrics.url}/`)).status).toBe(404);
  });

  it('count requests by route pattern and status class, events per consumer, the outboxes and the cache of page data', async () => {
    await fetch(`${stack.url}/api/page-data/composeville`);
    await fetch(`${stack.url}/api/page-data/composeville`);
    await fetch(`${stack.url}/api/page-data/no-such-city-anywhere`);
    const text = await metricsText();
    const value = (pattern: RegExp) => Number(text.match(pattern)?.[1] ?? NaN);

    // The route's pattern, never the slug asked for.
    expect(text).not.toMatch(/route="\/api\/page-data\/composeville"/);
    expect(value(/^http_request_duration_seconds_count\{service="gateway",method="GET",route="\/api\/page-data\/:slug",status_class="2xx"\} (\d+)/m)).toBeGreaterThanOrEqual(2);
    expect(value(/^http_request_duration_seconds_count\{service="gateway",method="GET",route="\/api\/page-data\/:slug",status_class="4xx"\} (\d+)/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^http_request_duration_seconds_count\{service="cities",method="POST",route="\/api\/cities",status_class="2xx"\} (\d+)/m)).toBe(2);
    // Both cities reached every consumer of cities.city.created, once each, with their lag measured.
    for (const durable of consumersOf('cities.city.created')) {
      expect(value(new RegExp(`^events_handled_total\\{consumer="${durable}",outcome="handled"\\} (\\d+)`, 'm')), durable).toBeGreaterThanOrEqual(2);
      expect(value(new RegExp(`^event_lag_seconds_count\\{consumer="${durable}"\\} (\\d+)`, 'm')), durable).toBeGreaterThanOrEqual(2);
      expect(value(new RegExp(`^event_dead_letters\\{consumer="${durable}"\\} (\\d+)`, 'm')), durable).toBe(0);
    }
    expect(value(/^outbox_published_total\{service="cities"\} (\d+)/m)).toBeGreaterThanOrEqual(2);
    expect(value(/^outbox_unsent_events\{service="cities"\} (\d+)/m)).toBe(0);
    expect(value(/^outbox_oldest_unsent_age_seconds\{service="cities"\} (\d+)/m)).toBe(0);
    expect(value(/^readiness_check_up\{service="catalog",check="database"\} (\d+)/m)).toBe(1);
    expect(value(/^readiness_check_up\{service="gateway",check="cities"\} (\d+)/m)).toBe(1);
  });
});
