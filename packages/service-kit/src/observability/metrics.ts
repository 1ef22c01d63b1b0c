import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, one registry for everything it runs (a service alone, or the
 * whole product in the all-in-one launcher: the `service` label tells them apart).
 * docs/operations.md, "Reading the metrics", says what each one means.
 */
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by service, method, route pattern and status class: the rate from _count, latency from the buckets',
  labelNames: ['service', 'method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers,
});

export const importDuration = new Histogram({
  name: 'import_duration_seconds',
  help: 'CSV imports (upload routes) by service, import type and status class, from the first byte to the answer',
  labelNames: ['service', 'type', 'status_class'] as const,
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
  registers,
});

export const eventLag = new Histogram({
  name: 'event_lag_seconds',
  help: 'Time from an event occurring (its occurredAt) to a durable consumer starting to handle it, per consumer',
  labelNames: ['consumer'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60, 300, 900, 3600],
  registers,
});

export const eventsHandled = new Counter({
  name: 'events_handled_total',
  help: 'Deliveries to a durable consumer by outcome: handled (acknowledged), retried (the handler failed, delivered again later) or dead_lettered',
  labelNames: ['consumer', 'outcome'] as const,
  registers,
});

export const outboxPublished = new Counter({
  name: 'outbox_published_total',
  help: 'Events the outbox relay published, per service',
  labelNames: ['service'] as const,
  registers,
});

export const outboxPublishFailures = new Counter({
  name: 'outbox_publish_failures_total',
  help: 'Publishes of the outbox relay that failed (retried with backoff), per service',
  labelNames: ['service'] as const,
  registers,
});

// Sampled when scraped (see onScrape): emptied first, so a service that closed leaves no stale value.
export const outboxUnsent = new Gauge({
  name: 'outbox_unsent_events',
  help: 'Outbox rows not yet published, per service (sampled on scrape)',
  labelNames: ['service'] as const,
  registers,
});

export const outboxOldestUnsentAge = new Gauge({
  name: 'outbox_oldest_unsent_age_seconds',
  help: 'Age of the oldest outbox row not yet published, per service; 0 when none (sampled on scrape)',
  labelNames: ['service'] as const,
  registers,
});

export const consumerPending = new Gauge({
  name: 'event_consumer_pending',
  help: 'Events waiting for a durable consumer: not yet delivered or delivered and not acknowledged (sampled on scrape)',
  labelNames: ['consumer'] as const,
  registers,
});

export const deadLetters = new Gauge({
  name: 'event_dead_letters',
  help: 'Events kept on a durable consumer’s dead-letter subject (sampled on scrape)',
  labelNames: ['consumer'] as const,
  registers,
});

export const readinessCheckUp = new Gauge({
  name: 'readiness_check_up',
  help: 'Each readiness check of /readyz: 1 up, 0 down (sampled on scrape)',
  labelNames: ['service', 'check'] as const,
  registers,
});

const cacheLookupsTotal = new Counter({
  name: 'cache_lookups_total',
  help: 'Lookups in a cache (page-data, city-list, schema-settings: the gateway’s page data; html: the public site’s rendered pages; places: contractors’ Places answers; weather: a page’s weather)',
  labelNames: ['cache'] as const,
  registers,
});

const cacheMissesTotal = new Counter({
  name: 'cache_misses_total',
  help: 'Lookups that found nothing usable and made the answer again (composed, rendered)',
  labelNames: ['cache'] as const,
  registers,
});

const sampledGauges = [outboxUnsent, outboxOldestUnsentAge, consumerPending, deadLetters, readinessCheckUp];

/** Counts one cache's lookups; get one per cache once, then call it on the hot path (a counter increment each). */
export interface CacheLookups {
  /** A lookup: counted, and as a miss unless `hit`. */
  record(hit: boolean): void;
  /** A lookup whose outcome is counted later by miss() (a loader that runs only on a miss). */
  lookup(): void;
  miss(): void;
}

const cacheRecorders = new Map<string, CacheLookups>();

export function cacheLookups(cache: string): CacheLookups {
  let recorder = cacheRecorders.get(cache);
  if (!recorder) {
    const lookups = cacheLookupsTotal.labels(cache);
    const misses = cacheMissesTotal.labels(cache);
    recorder = {
      record(hit) {
        lookups.inc();
        if (!hit) misses.inc();
      },
      lookup: () => lookups.inc(),
      miss: () => misses.inc(),
    };
    cacheRecorders.set(cache, recorder);
  }
  return recorder;
}

type Sampler = () => Promise<void>;
const samplers = new Set<Sampler>();
const sampleTimeoutMs = 2000;

/**
 * Runs `sample` before each scrape to set the sampled gauges (outbox backlog, consumer
 * backlog, dead letters, readiness). Answers the function that stops it.
 */
export function onScrape(sample: Sampler): () => void {
  samplers.add(sample);
  return () => samplers.delete(sample);
}

async function sampleWithin(sample: Sampler): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, sampleTimeoutMs);
  });
  try {
    // A sample that fails or is late leaves its gauges out of this scrape.
    await Promise.race([sample().catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The Prometheus text of every metric, the sampled ones sampled now. */
export async function metricsText(): Promise<string> {
  for (const gauge of sampledGauges) gauge.reset();
  await Promise.all([...samplers].map(sampleWithin));
  return metricsRegistry.metrics();
}

let defaultMetrics = false;

/** Node's process metrics (CPU, memory, event loop delay, GC, handles), once per process. */
export function collectProcessMetrics(): void {
  if (defaultMetrics) return;
  defaultMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** '2xx', '4xx'...: bounded, unlike the status itself. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
