import type { Context, Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkReadiness, type ReadinessCheck } from '../http/health.js';
import { httpRequestDuration, importDuration, onScrape, readinessCheckUp, statusClass } from './metrics.js';
import { contextOf, endSpan, SpanKind, startSpan, tracingEnabled, withSpan } from './tracing.js';

export interface HttpObservabilityOptions {
  /** The `service` label and span attribute. */
  service: string;
  /** The public entry (the gateway): an incoming traceparent is not believed, each request starts a trace of its own. */
  edge: boolean;
  /** The app's readiness checks and dependencies, sampled into readiness_check_up on scrape. */
  readiness: Record<string, ReadinessCheck>;
}

/** A route that is no route (404 before routing): one label value, whatever the URL. */
const unmatched = 'unmatched';
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? unmatched;

/** The last segment of an upload route's path names the import (products, for the products import). */
const importTypeOf = (route: string) => route.slice(route.lastIndexOf('/') + 1) || route;

/**
 * Request metrics by route pattern (never the raw URL: bounded labels) and status class,
 * import durations for upload routes, readiness on scrape, and, when tracing is on, a
 * server span per request that is active while the handler runs.
 */
export function observeHttp(app: FastifyInstance, options: HttpObservabilityOptions): void {
  const { service } = options;
  // One child per method, route and status class: the hot path does a map read, no label hashing.
  const children = new Map<string, ReturnType<typeof httpRequestDuration.labels>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    const status = statusClass(reply.statusCode);
    const key = `${request.method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = httpRequestDuration.labels(service, request.method, route, status);
      children.set(key, child);
    }
    const seconds = reply.elapsedTime / 1000;
    child.observe(seconds);
    if (request.routeOptions.config?.upload === true) importDuration.labels(service, importTypeOf(route), status).observe(seconds);
    done();
  });

  const checks = Object.entries(options.readiness);
  if (checks.length > 0) {
    const stop = onScrape(async () => {
      await Promise.all(
        checks.map(async ([name, check]) => readinessCheckUp.labels(service, name).set((await checkReadiness(check)) ? 1 : 0)),
      );
    });
    app.addHook('onClose', async () => {
      stop();
    });
  }

  if (tracingEnabled()) traceRequests(app, options);
}

interface Traced {
  span: Span;
  context: Context;
}

function traceRequests(app: FastifyInstance, { service, edge }: HttpObservabilityOptions): void {
  const traced = new WeakMap<FastifyRequest, Traced>();
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = contextOf(edge ? undefined : request.headers.traceparent);
    const route = routeOf(request);
    const span = startSpan(`${request.method} ${route}`, SpanKind.SERVER, parent, {
      'http.request.method': request.method,
      'http.route': route,
      'url.path': request.url.split('?', 1)[0],
      'local_seo.service': service,
      'local_seo.request_id': request.id,
    });
    if (span) traced.set(request, { span, context: parent });
    done();
  });
  // Callback style on purpose: the rest of the request (other hooks, the handler) runs
  // inside done(), so it runs with the span active and what it starts inherits it.
  app.addHook('preHandler', (request, _reply, done) => {
    const entry = traced.get(request);
    if (!entry) return done();
    withSpan(entry.span, entry.context, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const entry = traced.get(request);
    if (entry) {
      traced.delete(request);
      entry.span.setAttribute('http.response.status_code', reply.statusCode);
      endSpan(entry.span, reply.statusCode >= 500 ? `status ${reply.statusCode}` : undefined);
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const entry = traced.get(request);
    traced.delete(request);
    if (entry) endSpan(entry.span, 'the client went away');
    done();
  });
}
