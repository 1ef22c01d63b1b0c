import { adminLogin, type AdminClient } from './admin-client.js';
import { freePort } from '@local-seo/testing';
import { LogBuffer } from './log-buffer.js';
import { startNatsProcess, type NatsProcess } from './nats-process.js';
import { nodeProcess, type NodeProcess } from './node-process.js';
import { startPostgresProcess, type PostgresProcess } from './postgres-process.js';

export const serviceNames = ['cities', 'catalog', 'contractors', 'weather', 'seo', 'sitemap', 'audit'] as const;
export type ServiceName = (typeof serviceNames)[number];
type ProcessName = ServiceName | 'gateway';

export interface SystemOptions {
  /** The services to start (default all six); the gateway always starts, the others' URLs answer nothing. */
  services?: readonly ServiceName[];
  /** Environment over the defaults, per process (e.g. the outside APIs' stand-in URLs, page-data cache times). */
  env?: Partial<Record<ProcessName, Record<string, string>>>;
}

export interface System {
  nats: NatsProcess;
  postgres: PostgresProcess;
  services: Record<ServiceName, NodeProcess>;
  gateway: NodeProcess;
  /** Each service's database URL. */
  databaseUrl(service: ServiceName): string;
  /** Milliseconds each process took to be ready at its first start. */
  startupMs: Partial<Record<ProcessName, number>>;
  login(): Promise<AdminClient>;
  /** Every process's log, NATS's and PostgreSQL's, for a failing test. */
  logs(): string;
  /** Kills every process and removes every temporary directory. */
  close(): Promise<void>;
}

const adminPassword = 'resilience test admin password';
const entryOf = (name: ProcessName) => (name === 'gateway' ? 'gateway/src/server.ts' : `services/${name}/src/server.ts`);
const upstreamVariable = (name: ServiceName) => `${name.toUpperCase()}_URL`;

/**
 * The product as it runs in compose: a private NATS, a private PostgreSQL (a database
 * per service), each service and the gateway in its own process. Cities starts first
 * (the others read it at start), the other services together, the gateway last.
 */
export async function startSystem(options: SystemOptions = {}): Promise<System> {
  const log = new LogBuffer(1_000_000);
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const [nats, postgres] = await Promise.all([startNatsProcess(), startPostgresProcess()]);
    cleanups.push(() => nats.close(), () => postgres.close());

    const processNames: ProcessName[] = [...serviceNames, 'gateway'];
    const ports = Object.fromEntries(await Promise.all(processNames.map(async (name) => [name, await freePort()]))) as Record<ProcessName, number>;
    const urlOf = (name: ProcessName) => `http://127.0.0.1:${ports[name]}`;
    const shared = { NATS_URL: nats.url, LOG_LEVEL: 'info', CITIES_URL: urlOf('cities') };
    const defaults: Record<ProcessName, Record<string, string>> = {
      cities: {},
      catalog: {},
      contractors: { POPULATION_POLL_MS: '200', PLACES_RETRY_BASE_MS: '100' },
      weather: { WEATHER_REFRESH_ENABLED: 'false' },
      seo: { PUBLIC_BASE_URL: urlOf('gateway') },
      sitemap: {
        PUBLIC_BASE_URL: urlOf('gateway'),
        SITEMAP_CHECK_BASE_URL: urlOf('gateway'),
        // Tests regenerate when they say so. The half-hourly schedule would clear the dirty
        // mark they check whenever a run crosses :00 or :30; the generation at start, late on a
        // loaded machine, would sync the test's new cities from the cities service itself, so
        // their events would then change nothing and leave the sitemap clean.
        SITEMAP_CRON: '0 0 1 1 *',
        GENERATE_AT_START: 'false',
      },
      audit: {},
      gateway: {
        ...Object.fromEntries(serviceNames.map((name) => [upstreamVariable(name), urlOf(name)])),
        ADMIN_PASSWORD: adminPassword,
        PUBLIC_BASE_URL: urlOf('gateway'),
      },
    };
    const wanted = options.services ?? serviceNames;
    const processOf = (name: ProcessName) =>
      nodeProcess({
        name,
        // The gateway's /readyz asks every upstream: with services left out, it is only ever alive.
        readyPath: name === 'gateway' && wanted.length < serviceNames.length ? '/healthz' : '/readyz',
        entry: entryOf(name),
        port: ports[name],
        log,
        env: {
          ...shared,
          // The gateway's own database holds the staff accounts.
          DATABASE_URL: postgres.databaseUrl(name === 'gateway' ? 'staff' : name),
          ...defaults[name],
          ...options.env?.[name],
        },
      });
    const services = Object.fromEntries(serviceNames.map((name) => [name, processOf(name)])) as Record<ServiceName, NodeProcess>;
    const gateway = processOf('gateway');
    for (const child of [gateway, ...Object.values(services)]) cleanups.push(() => child.kill('SIGKILL'));

    const startupMs: System['startupMs'] = {};
    const startOne = async (child: NodeProcess) => {
      startupMs[child.name as ProcessName] = await child.start();
    };
    if (wanted.includes('cities')) await startOne(services.cities);
    await Promise.all(wanted.filter((name) => name !== 'cities').map((name) => startOne(services[name])));
    await startOne(gateway);

    return {
      nats,
      postgres,
      services,
      gateway,
      databaseUrl: (service) => postgres.databaseUrl(service),
      startupMs,
      login: () => adminLogin(gateway.url, adminPassword),
      logs: () => `${nats.log}${postgres.log}${log}`,
      close: cleanUp,
    };
  } catch (err) {
    const detail = log.toString().slice(-20_000);
    await cleanUp();
    if (err instanceof Error) err.message += `\n--- process logs (tail) ---\n${detail}`;
    throw err;
  }
}
