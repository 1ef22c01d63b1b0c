import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, one registry for everything it runs (a service alone, or the
 * whole product in the all-in-one launcher: the `service` label tells them apart).
 * docs/operations.md, "Reading the metrics", says what each one means.
 */
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];

// A metric of this registry: its name, its labels (a histogram's buckets) and its help, the text /metrics shows beside it.
const counter = <L extends string>(name: string, labelNames: readonly L[], help: string) => new Counter<L>({ name, labelNames, help, registers });
const gauge = <L extends string>(name: string, labelNames: readonly L[], help: string) => new Gauge<L>({ name, labelNames, help, registers });
const histogram = <L extends string>(name: string, labelNames: readonly L[], buckets: number[], help: string) =>
  new Histogram<L>({ name, labelNames, buckets, help, registers });

// Histogram buckets, in seconds: a request (5 ms to 30 s), an import (0.1 s to 15 min), an event's lag (10 ms to 1 h).
const requestSeconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const importSeconds = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900];
const lagSeconds = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60, 300, 900, 3600];

export const httpRequestDuration = histogram('http_request_duration_seconds', ['service', 'method', 'route', 'status_class'], requestSeconds, 'HTTP requests by service, method, route pattern and status class: the rate from _count, latency from the buckets');
export const importDuration = histogram('import_duration_seconds', ['service', 'type', 'status_class'], importSeconds, 'CSV imports (upload routes) by service, import type and status class, from the first byte to the answer');
export const eventLag = histogram('event_lag_seconds', ['consumer'], lagSeconds, 'Time from an event occurring (its occurredAt) to a durable consumer starting to handle it, per consumer');
export const eventsHandled = counter('events_handled_total', ['consumer', 'outcome'], 'Deliveries to a durable consumer by outcome: handled (acknowledged), retried (the handler failed, delivered again later) or dead_lettered');
export const scheduledRuns = counter('scheduled_runs_total', ['task', 'outcome'], 'Scheduled (cron) runs per task as each replica saw them: ok, failed (the run threw; logged), or skipped (another replica took that run)');
export const outboxPublished = counter('outbox_published_total', ['service'], 'Events the outbox relay published, per service');
export const outboxPublishFailures = counter('outbox_publish_failures_total', ['service'], 'Publishes of the outbox relay that failed (retried with backoff), per service');

// Sampled when scraped (see onScrape): emptied first, so a service that closed leaves no stale value.
export const outboxUnsent = gauge('outbox_unsent_events', ['service'], 'Outbox rows not yet published, per service (sampled on scrape)');
export const outboxOldestUnsentAge = gauge('outbox_oldest_unsent_age_seconds', ['service'], 'Age of the oldest outbox row not yet published, per service; 0 when none (sampled on scrape)');
export const consumerPending = gauge('event_consumer_pending', ['consumer'], 'Events waiting for a durable consumer: not yet delivered or delivered and not acknowledged (sampled on scrape)');
export const deadLetters = gauge('event_dead_letters', ['consumer'], 'Events kept on a durable consumer’s dead-letter subject (sampled on scrape)');
export const readinessCheckUp = gauge('readiness_check_up', ['service', 'check'], 'Each readiness check of /readyz: 1 up, 0 down (sampled on scrape)');

const cacheLookupsTotal = counter('cache_lookups_total', ['cache'], 'Lookups in a cache (page-data, city-list, schema-settings: the gateway’s page data; html: the public site’s rendered pages; places: contractors’ Places answers; weather: a page’s weather)');
const cacheMissesTotal = counter('cache_misses_total', ['cache'], 'Lookups that found nothing usable and made the answer again (composed, rendered)');

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
