import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { collectProcessMetrics, metricsRegistry, metricsText } from './metrics.js';

export interface MetricsServer {
  /** e.g. http://127.0.0.1:9464 */
  url: string;
  close(): Promise<void>;
}

const notFound = JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Only GET /metrics is served on this port' });

/**
 * GET /metrics in the Prometheus text format, on a port of its own: never on a public
 * port (the gateway's answers 404 there), so only what may reach this port (the
 * monitoring namespace, the compose network) reads it. Port 0 picks a free one.
 */
export async function startMetricsServer(options: { port: number; host: string; logger?: Logger }): Promise<MetricsServer> {
  collectProcessMetrics();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(notFound);
      return;
    }
    metricsText().then(
      (text) => {
        response.writeHead(200, { 'content-type': metricsRegistry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        options.logger?.error({ err }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'The metrics could not be collected; see the log.' }));
      },
    );
  });
  server.keepAliveTimeout = 65_000; // longer than a scrape interval: Prometheus keeps its connection
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, options.host, resolve));
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
