import { connect } from '@nats-io/transport-node';
import { dockerEngineAnswers, loadTestcontainers } from './docker.js';

export interface NatsServer {
  url: string;
  origin: string;
  stop(): Promise<void>;
}

/** True when a NATS server with JetStream enabled answers at the URL. */
export async function natsWithJetStreamAnswers(url: string): Promise<boolean> {
  try {
    const nc = await connect({ servers: url, timeout: 2000, reconnect: false });
    try {
      const info = nc.info;
      return Boolean(info?.jetstream);
    } finally {
      await nc.close();
    }
  } catch {
    return false;
  }
}

/**
 * Finds a real NATS with JetStream: TEST_NATS_URL, else the local server, else a
 * container where Docker answers. There is no embedded NATS: without one, tests fail.
 */
export async function findNats(): Promise<NatsServer> {
  const fromEnv = process.env.TEST_NATS_URL;
  if (fromEnv) {
    if (!(await natsWithJetStreamAnswers(fromEnv))) throw new Error(`TEST_NATS_URL is set but no NATS with JetStream answers at ${fromEnv}`);
    return { url: fromEnv, origin: 'TEST_NATS_URL', stop: async () => undefined };
  }
  const local = 'nats://127.0.0.1:4222';
  if (await natsWithJetStreamAnswers(local)) return { url: local, origin: 'local server', stop: async () => undefined };
  if (await dockerEngineAnswers()) {
    const tc = await loadTestcontainers();
    if (tc) {
      const container = await new tc.GenericContainer('nats:2-alpine').withCommand(['-js']).withExposedPorts(4222).start();
      const url = `nats://${container.getHost()}:${container.getMappedPort(4222)}`;
      return { url, origin: 'testcontainers', stop: async () => void (await container.stop()) };
    }
  }
  throw new Error(
    'No NATS server with JetStream for the integration tests: set TEST_NATS_URL, start `nats-server -js` on 127.0.0.1:4222, or run a Docker engine.',
  );
}
