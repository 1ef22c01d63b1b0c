import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';

/**
 * Traces, on when an OTLP endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): a span per HTTP request (http/app.ts), per event
 * published by the outbox relay and per event handled by a consumer, joined by W3C trace
 * context: the `traceparent` header between processes and the envelope's `traceparent`
 * from a change to its event's consumers. Off, nothing is recorded and no header is added.
 */

const w3c = new W3CTraceContextPropagator();
let provider: NodeTracerProvider | undefined;
let tracer: Tracer | undefined;

/** True once startTracing ran in this process (the HTTP hooks are added only then). */
export const tracingEnabled = (): boolean => tracer !== undefined;

export interface TracingOptions {
  /** The resource's service.name (OTEL_SERVICE_NAME wins): the process, e.g. 'catalog', or 'local-seo' for all-in-one. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
  /** Instead of OTLP over HTTP (tests of other exporters). */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** Sends what is buffered and stops tracing. */
  shutdown(): Promise<void>;
}

/** Where spans go: the traces endpoint as given, or the base endpoint's /v1/traces (as the OTLP spec says). */
export function otlpTracesUrl(env: NodeJS.ProcessEnv): string | undefined {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/**
 * Starts tracing for this process when an endpoint is set (or an exporter given); otherwise
 * does nothing and answers undefined. Spans are batched and POSTed as OTLP/JSON. Sampling
 * follows OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG (default: every trace).
 */
export function startTracing(options: TracingOptions): Tracing | undefined {
  const env = options.env ?? process.env;
  const url = otlpTracesUrl(env);
  if (!options.exporter && !url) return undefined;
  if (provider) throw new Error('Tracing is already started in this process');
  const exporter = options.exporter ?? new OTLPTraceExporter({ url });
  const started = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  // The async-local-storage context manager and W3C propagation, process-wide.
  started.register();
  provider = started;
  tracer = trace.getTracer('@local-seo/service-kit');
  subscribe(undiciRequestCreated, addTraceparentToFetch);
  return {
    async shutdown() {
      if (provider !== started) return;
      unsubscribe(undiciRequestCreated, addTraceparentToFetch);
      provider = undefined;
      tracer = undefined;
      await started.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** The traceparent of a context (the active one by default), or undefined when it holds no span. */
export function traceparentOf(ctx: Context = context.active()): string | undefined {
  const span = trace.getSpanContext(ctx);
  if (!span || !isSpanContextValid(span)) return undefined;
  const carrier: Record<string, string> = {};
  w3c.inject(ctx, carrier, defaultTextMapSetter);
  return carrier.traceparent;
}

/** The context a traceparent names (the root one when there is none or it is malformed). */
export function contextOf(traceparent: string | string[] | undefined): Context {
  if (typeof traceparent !== 'string') return ROOT_CONTEXT;
  return w3c.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter);
}

/** Starts a span under `parent`, or answers undefined when tracing is off. */
export function startSpan(name: string, kind: SpanKind, parent: Context, attributes?: Attributes): Span | undefined {
  return tracer?.startSpan(name, { kind, attributes }, parent);
}

/** Ends a span, marking it failed when `error` is given. */
export function endSpan(span: Span | undefined, error?: unknown): void {
  if (!span) return;
  if (error !== undefined) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  }
  span.end();
}

/** Runs `work` with `span` active (its events carry its traceparent, its fetches send it). */
export function withSpan<T>(span: Span | undefined, parent: Context, work: () => T): T {
  return span ? context.with(trace.setSpan(parent, span), work) : work();
}

export { SpanKind };

/**
 * fetch (Node's undici) and the undici package announce each request on this channel
 * before it is sent; a request made while a span is active gets its traceparent: the
 * composed page data's calls to the services, the cities service asked by another.
 * Plain HTTP only, i.e. the product's own services: outside APIs (HTTPS) never see it.
 */
const undiciRequestCreated = 'undici:request:create';

interface UndiciRequest {
  origin?: string | URL;
  headers?: string | string[];
  addHeader(name: string, value: string): unknown;
}

function hasTraceparent(headers: UndiciRequest['headers']): boolean {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === 'traceparent') return true;
    return false;
  }
  return typeof headers === 'string' && /(^|\r\n)traceparent:/i.test(headers);
}

function addTraceparentToFetch(message: unknown): void {
  const { request } = message as { request: UndiciRequest };
  if (!String(request.origin ?? '').startsWith('http:') || hasTraceparent(request.headers)) return;
  const traceparent = traceparentOf();
  if (traceparent) request.addHeader('traceparent', traceparent);
}
