import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { hostname } from 'node:os';
import type { getContainerRuntimeClient as GetClient } from 'testcontainers';

/** A server a test run started in a container; stop() removes it. */
export interface ContainerServer {
  url: string;
  /** The image it runs, for the test log. */
  image: string;
  stop(): Promise<void>;
}

/**
 * The images the tests start: the same PostgreSQL and NATS that
 * docker-compose.yml runs by default (infra/compose-test/images.test.ts checks
 * it). Where they cannot be pulled, infra/compose-test/base-images.sh makes
 * stand-ins under names of their own: the tests take one when the official
 * image is not on the engine, and POSTGRES_IMAGE and NATS_IMAGE, as compose
 * reads them, name another.
 */
export const postgresImage = 'postgres:17-bookworm';
export const natsImage = 'nats:2.12-alpine';
export const standIns = { postgres: 'local-seo/postgres:15-standin', nats: 'local-seo/nats:2.9-standin' } as const;

/** The image to start: the variable's, else the official one, else its stand-in when only that is on the engine. */
async function imageToRun(variable: string, official: string, standIn: string): Promise<string> {
  const named = process.env[variable];
  if (named) return named;
  const { getContainerRuntimeClient } = await testcontainers();
  const { dockerode } = (await getContainerRuntimeClient()).container;
  const present = (image: string) => dockerode.getImage(image).inspect().then(() => true, () => false);
  return !(await present(official)) && (await present(standIn)) ? standIn : official;
}
/** What docker-compose.yml initialises its PostgreSQL with too: UTF-8 whatever the image's locale (docs/decisions.md, decision 12). */
export const postgresInitdbArgs = '--encoding=UTF8 --locale=C.UTF-8';

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
//
// The suite removes its own containers, without Ryuk (testcontainers' reaper,
// an image more to pull, which a machine without a registry cannot): each
// container is stopped and removed by the run's teardown, and carries its
// run's host and process id, so the next run removes what a killed run left.
const ownerLabel = 'org.local-seo.tests.owner';
const owner = `${hostname()}:${process.pid}`;
let cleaned: Promise<void> | undefined;

async function testcontainers() {
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  const module = await import('testcontainers');
  cleaned ??= removeContainersOfEndedRuns(module).catch(() => undefined);
  await cleaned;
  return module;
}

/** Removes the containers of earlier runs on this host whose process is gone. */
async function removeContainersOfEndedRuns({ getContainerRuntimeClient }: { getContainerRuntimeClient: typeof GetClient }): Promise<void> {
  const { dockerode } = (await getContainerRuntimeClient()).container;
  const left = await dockerode.listContainers({ all: true, filters: JSON.stringify({ label: [ownerLabel] }) });
  for (const info of left) {
    const [host, pid] = (info.Labels[ownerLabel] ?? '').split(':');
    if (host !== hostname() || !pid || processRuns(Number(pid))) continue;
    await dockerode.getContainer(info.Id).remove({ force: true, v: true });
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Says what to do when an image can be neither found nor pulled. */
async function starting<T>(image: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (!/pull|registry|no such host|not found|manifest/i.test(reason)) throw err;
    throw new Error(
      `The tests start ${image} because a Docker engine answers, but the engine has no such image and cannot pull it (${reason.split('\n')[0]}). ` +
        'Make local ones (as root): bash infra/compose-test/base-images.sh. Or set TEST_DATABASE_URL and TEST_NATS_URL to servers of your own.',
      { cause: err },
    );
  }
}

/** PostgreSQL from the testcontainers PostgreSQL module; the URL is a superuser's. */
export async function startPostgresContainer(): Promise<ContainerServer> {
  const image = await imageToRun('POSTGRES_IMAGE', postgresImage, standIns.postgres);
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await starting(image, () =>
    new PostgreSqlContainer(image)
      .withUsername('postgres')
      .withPassword('postgres')
      .withEnvironment({ POSTGRES_INITDB_ARGS: postgresInitdbArgs })
      .withLabels({ [ownerLabel]: owner })
      .start(),
  );
  return { url: container.getConnectionUri(), image, stop: async () => void (await container.stop()) };
}

/**
 * NATS with JetStream from the testcontainers NATS module, open to anonymous
 * clients as the local server is: the module always adds a user, but nats.js
 * takes no credentials in a server URL, and the tests pass the URL alone.
 */
export async function startNatsContainer(): Promise<ContainerServer> {
  const image = await imageToRun('NATS_IMAGE', natsImage, standIns.nats);
  const { NatsContainer } = await import('@testcontainers/nats');
  const credentialFlags = new Set(['--user', '--pass']);
  class AnonymousNatsContainer extends NatsContainer {
    override withCommand(command: string[]): this {
      return super.withCommand(command.filter((arg, i) => !credentialFlags.has(arg) && !credentialFlags.has(command[i - 1] ?? '')));
    }
  }
  const container = await starting(image, () => new AnonymousNatsContainer(image).withJetStream().withLabels({ [ownerLabel]: owner }).start());
  const { servers } = container.getConnectionOptions();
  return { url: `nats://${String(servers)}`, image, stop: async () => void (await container.stop()) };
}
