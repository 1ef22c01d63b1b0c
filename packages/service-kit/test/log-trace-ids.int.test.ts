import { Writable } from 'node:stream';
import { startOtlpStandIn, type OtlpStandIn } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../src/http/app.js';
import { createLogger } from '../src/logger.js';
import { startTracing, type Tracing } from '../src/observability/index.js';

// With tracing on, every log line written inside a span names it (trace_id, span_id), so a
// line found in the logs leads to its trace and a trace to its lines.

let otlp: OtlpStandIn;
let tracing: Tracing;
beforeAll(async () => {
  otlp = await startOtlpStandIn();
  tracing = startTracing({ serviceName: 'log-trace-test', env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url } })!;
});
afterAll(async () => {
  await tracing?.shutdown();
  await otlp?.close();
});

/** A logger whose lines the test reads back. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

describe('log lines inside a span', () => {
  it("carry the request's trace and span ids, the trace the caller's traceparent named", async () => {
    const { logger, lines } = capturedLogger();
    const app = createHttpApp({ logger, name: 'traced', readiness: {} });
    app.get('/work', async (request) => {
      request.log.info('doing the work');
      return { ok: true };
    });
    await app.ready();
    const callerTrace = '0af7651916cd43dd8448eb211c80319c';
    await app.inject({ url: '/work', headers: { traceparent: `00-${callerTrace}-b7ad6b7169203331-01` } });
    await app.close();
    const line = lines.find((entry) => entry.msg === 'doing the work');
    expect(line).toMatchObject({ trace_id: callerTrace, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(line!.span_id).not.toBe('b7ad6b7169203331'); // the request's own span, a child of the caller's
  });

  it('carry neither outside a span', () => {
    const { logger, lines } = capturedLogger();
    logger.info('between requests');
    expect(lines[0]).not.toHaveProperty('trace_id');
    expect(lines[0]).not.toHaveProperty('span_id');
  });
});
