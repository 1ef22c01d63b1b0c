import { existsSync } from 'node:fs';
import { request } from 'node:http';

/** A server a test run started in a container; stop() removes it. */
export interface ContainerServer {
  url: string;
  stop(): Promise<void>;
}

/** True when a Docker engine answers on its socket (then testcontainers can start servers). */
export async function dockerEngineAnswers(): Promise<boolean> {
  const socketPath = process.env.DOCKER_HOST?.startsWith('unix://')
    ? process.env.DOCKER_HOST.slice('unix://'.length)
    : '/var/run/docker.sock';
  if (!existsSync(socketPath)) return false;
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/_ping', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}

// The testcontainers modules are imported only where a Docker engine answers:
// there is nothing for them to do without one.

/** PostgreSQL 17 from the testcontainers PostgreSQL module; the URL is a superuser's. */
export async function startPostgresContainer(): Promise<ContainerServer> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:17-alpine').withUsername('postgres').withPassword('postgres').start();
  return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
}

/** NATS with JetStream from the testcontainers NATS module. */
export async function startNatsContainer(): Promise<ContainerServer> {
  const { NatsContainer } = await import('@testcontainers/nats');
  const container = await new NatsContainer('nats:2.12-alpine').withJetStream().start();
  const { servers, user, pass } = container.getConnectionOptions();
  const credentials = user && pass ? `${encodeURIComponent(user)}:${encodeURIComponent(pass)}@` : '';
  return { url: `nats://${credentials}${String(servers)}`, stop: async () => void (await container.stop()) };
}
