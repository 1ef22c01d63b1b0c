import net from 'node:net';

export interface TcpProxy {
  readonly host: string;
  readonly port: number;
  /** `scheme://127.0.0.1:port`, e.g. url('nats'). */
  url(scheme: string): string;
  /** Stops listening and cuts every connection: to clients the server looks down. */
  pause(): Promise<void>;
  /** Listens again on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 to a server, to simulate that server going down and coming
 * back without touching the real one that other tests share.
 */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const host = '127.0.0.1';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
    }
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    host,
    port,
    url: (scheme) => `${scheme}://${host}:${port}`,
    pause: stop,
    resume: () => (server.listening ? Promise.resolve() : listen(port)),
    close: stop,
  };
}
