import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the relay treats requests: pass them on, pass them on late, or answer 503 as a failing service. */
type RelayMode = { kind: 'pass' } | { kind: 'slow'; delayMs: number } | { kind: 'down' };

/**
 * An HTTP relay in front of a real service, for tests: it counts the requests
 * by path and can make the service slow or failing without touching it.
 */
export async function startRelay(target: string) {
  const targetUrl = new URL(target);
  const counts = new Map<string, number>();
  let mode: RelayMode = { kind: 'pass' };
  const timers = new Set<NodeJS.Timeout>();

  function pass(request: IncomingMessage, response: ServerResponse) {
    const upstream = forward(
      { host: targetUrl.hostname, port: targetUrl.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://relay').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (mode.kind === 'down') {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"statusCode":503,"error":"Service Unavailable","message":"down"}');
    } else if (mode.kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        pass(request, response);
      }, mode.delayMs);
      timers.add(timer);
    } else {
      pass(request, response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** How many requests reached the relay for this path. */
    count: (path: string) => counts.get(path) ?? 0,
    /** How many requests reached the relay in all. */
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    set(next: RelayMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Relay = Awaited<ReturnType<typeof startRelay>>;
