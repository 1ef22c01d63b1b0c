import type { Logger } from 'pino';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.js';
import { startMetricsServer, type MetricsServer } from './metrics-server.js';
import { startTracing, type Tracing } from './tracing.js';

export { cacheLookups, metricsRegistry, metricsText, type CacheLookups } from './metrics.js';
export { startMetricsServer, type MetricsServer } from './metrics-server.js';
export { contextOf, otlpTracesUrl, startTracing, traceparentOf, tracingEnabled, type Tracing, type TracingOptions } from './tracing.js';

/** What a process reads to observe itself (OTEL_* are read by startTracing). */
export const observabilityEnvSchema = z.object({
  /** Where /metrics is served; 0 (the default) serves none. Never the public port. */
  METRICS_PORT: z.coerce.number().int('must be a whole number').min(0, 'must be 0..65535').max(65535, 'must be 0..65535').default(0),
  /** Default: HOST, else 127.0.0.1. */
  METRICS_HOST: z.string().min(1).optional(),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().optional(),
});

export interface Observability {
  /** The metrics server, when METRICS_PORT is set. */
  metrics?: MetricsServer;
  tracing?: Tracing;
  /** Stops serving metrics and sends the spans still buffered. */
  close(): Promise<void>;
}

/**
 * A process's metrics port and traces, from its environment: call it first (before any
 * HTTP app is made, so their requests are traced), close it last. `name` is the traces'
 * service name.
 */
export async function startObservability(options: { name: string; logger: Logger; env?: NodeJS.ProcessEnv }): Promise<Observability> {
  const env = options.env ?? process.env;
  const config = loadConfig(observabilityEnvSchema, env);
  if (config.METRICS_PORT > 0 && config.METRICS_PORT === config.PORT) {
    throw new ConfigError(`Invalid configuration, check these environment variables:\n  METRICS_PORT: must differ from PORT (${config.PORT}): metrics are never served on the public port`);
  }
  const tracing = startTracing({ serviceName: options.name, env });
  let metrics: MetricsServer | undefined;
  try {
    if (config.METRICS_PORT > 0) {
      metrics = await startMetricsServer({ port: config.METRICS_PORT, host: config.METRICS_HOST ?? config.HOST ?? '127.0.0.1', logger: options.logger });
    }
  } catch (err) {
    await tracing?.shutdown();
    throw err;
  }
  if (metrics) options.logger.info({ url: `${metrics.url}/metrics` }, 'metrics served');
  if (tracing) options.logger.info('traces exported over OTLP/HTTP');
  return {
    metrics,
    tracing,
    async close() {
      await metrics?.close();
      await tracing?.shutdown();
    },
  };
}
