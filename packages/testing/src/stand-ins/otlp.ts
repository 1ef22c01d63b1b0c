import { createServer, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { listenLocally } from '../local-server.js';

/**
 * Answers like an OpenTelemetry collector's OTLP/HTTP receiver for `POST /v1/traces`
 * in the JSON encoding (what @opentelemetry/exporter-trace-otlp-http sends), and keeps
 * every span it was sent, flattened, for a test to follow a trace across processes.
 * A body in another encoding (protobuf) is answered 415, as a JSON-only receiver would.
 */

export interface RecordedSpan {
  traceId: string;
  spanId: string;
  /** Absent for a trace's root span. */
  parentSpanId?: string;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  /** The resource's service.name: which process sent it. */
  service: string | undefined;
  attributes: Record<string, unknown>;
  /** 0 unset, 1 ok, 2 error. */
  statusCode: number;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpTraces {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

const valueOf = (value: OtlpValue) => value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : undefined) ?? value.doubleValue ?? value.boolValue;
const attributesOf = (attributes: OtlpAttribute[] = []) => Object.fromEntries(attributes.map((a) => [a.key, valueOf(a.value)]));

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

export interface OtlpStandIn {
  /** The base endpoint, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  url: string;
  readonly spans: readonly RecordedSpan[];
  /** Content types of the export requests received. */
  readonly contentTypes: readonly string[];
  /** The spans of one trace. */
  trace(traceId: string): RecordedSpan[];
  /** Resolves once `predicate` holds for the spans received (checked on each export), or rejects after `timeoutMs`. */
  waitFor(predicate: (spans: readonly RecordedSpan[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startOtlpStandIn(): Promise<OtlpStandIn> {
  const spans: RecordedSpan[] = [];
  const contentTypes: string[] = [];
  const waiters = new Set<() => void>();

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const contentType = request.headers['content-type'] ?? '';
      contentTypes.push(contentType);
      const body = await bodyOf(request);
      if (!contentType.startsWith('application/json')) {
        response.writeHead(415, { 'content-type': 'application/json' }).end('{"message":"only the JSON encoding is accepted here"}');
        return;
      }
      const traces = JSON.parse(body.toString('utf8')) as OtlpTraces;
      for (const resourceSpans of traces.resourceSpans ?? []) {
        const service = attributesOf(resourceSpans.resource?.attributes)['service.name'] as string | undefined;
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              kind: span.kind,
              service,
              attributes: attributesOf(span.attributes),
              statusCode: span.status?.code ?? 0,
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      for (const waiter of waiters) waiter();
    })().catch(() => {
      if (!response.headersSent) response.writeHead(400).end();
    });
  });
  const { url, close } = await listenLocally(server);

  return {
    url,
    spans,
    contentTypes,
    trace: (traceId) => spans.filter((span) => span.traceId === traceId),
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(spans)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`The OTLP stand-in did not receive the expected spans within ${timeoutMs} ms (got ${spans.length}: ${spans.map((s) => s.name).join(', ')})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close,
  };
}
