import { startStack, type Stack } from '@local-seo/all-in-one';
import { serviceNames } from '@local-seo/contracts';
import { createInProcessBus, createTemporaryDatabase, type Logger } from '@local-seo/service-kit';

const server = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
// Each service's database (from the one list of services), and the gateway's staff accounts'.
const databaseNames = [...serviceNames, 'staff'];

export interface DemoStackOptions {
  /** Names the temporary databases: bench_<name>_<service>. */
  name: string;
  logger: Logger;
  /** Settings over the process environment (ADMIN_PASSWORD, WEATHER_PROVIDER, DATA_DIR...). */
  env: Record<string, string | undefined>;
}

/**
 * The whole product in the benchmark's process: each service on its own temporary
 * database of the bench PostgreSQL (BENCH_POSTGRES_URL), the in-process bus, the
 * gateway with both frontends on a free loopback port, the demo data in.
 * close() stops it all and drops the databases.
 */
export async function startDemoStack({ name, logger, env }: DemoStackOptions): Promise<Stack> {
  const databases = new Map(await Promise.all(databaseNames.map(async (service) => [service, await createTemporaryDatabase(server, `bench_${name}_${service}`)] as const)));
  const bus = createInProcessBus({ logger });
  const dropAll = async () => {
    await bus.close();
    await Promise.all([...databases.values()].map((database) => database.drop()));
  };
  try {
    const stack = await startStack({ databaseUrl: (service) => databases.get(service)!.url, bus, logger, port: 0, host: '127.0.0.1', demoData: true, env });
    return {
      ...stack,
      async close() {
        await stack.close();
        await dropAll();
      },
    };
  } catch (error) {
    await dropAll();
    throw error;
  }
}
