import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * Puts a stand-in's server on a free port of this machine. `close` also ends the
 * connections still open (kept alive, or a request the stand-in holds unanswered),
 * so a test's clean-up never waits on them. On `host`: 127.0.0.1 unless containers must reach it (0.0.0.0).
 */
export async function listenLocally(server: Server, host = '127.0.0.1'): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A request's whole body, as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/**
 * For a test file: `serve(handler)` starts a local HTTP server and gives its base URL.
 * Every one is closed after the file's tests (after the file's own clean-up, which
 * was registered later and so runs first).
 */
export function useLocalServers(): (handler: RequestListener) => Promise<string> {
  const closes: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(closes.splice(0).map((close) => close()));
  });
  return async (handler) => {
    const { url, close } = await listenLocally(createServer(handler));
    closes.push(close);
    return url;
  };
}
