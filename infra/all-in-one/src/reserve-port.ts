import { createServer, type AddressInfo } from 'node:net';

/**
 * A free port, held until release(): the gateway listens only seconds later (after
 * the services and the demo data), and a port let go at once may be taken meanwhile
 * by another process (tests run side by side).
 */
export async function reservePort(host: string): Promise<{ port: number; release(): Promise<void> }> {
  // A connection made meanwhile (a service fetching the public site early) is refused at once:
  // one left open would hold the port, since close() waits for every connection to end.
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, release: () => new Promise((resolve) => server.close(() => resolve())) };
}

