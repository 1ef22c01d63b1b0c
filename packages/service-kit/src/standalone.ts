import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createBusFromEnv } from './bus-factory.js';
import { loadConfig } from './config.js';
import type { EventBus } from './events/bus.js';
import { applyMigrations, ensureDatabase } from './db/migrations/index.js';
import { createLogger, type Logger } from './logger.js';
import { closeOnSignals } from './shutdown.js';
import { exitOnStartupError } from './startup.js';

/** Where a service's Prisma schema and migrations live, from its src/ or dist/ alike. */
export function prismaPathsOf(appModuleUrl: string) {
  return {
    schemaPath: fileURLToPath(new URL('../prisma/schema.prisma', appModuleUrl)),
    migrationsDir: fileURLToPath(new URL('../prisma/migrations', appModuleUrl)),
  };
}

/** What every service is started with, standalone or in the all-in-one launcher. */
export interface ServiceRuntime {
  databaseUrl: string;
  bus: EventBus;
  logger: Logger;
}

interface StandaloneConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: Parameters<typeof createLogger>[0];
  DATABASE_URL: string;
  NATS_URL?: string | undefined;
}

interface Listening {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * A service's server.ts (compose, Kubernetes): reads its environment, starts
 * the bus, listens, and closes everything on SIGTERM. A bad variable or a
 * failed start ends the process with a message a person can act on.
 */
export async function runStandalone<C extends StandaloneConfig>(
  loadServiceConfig: () => C,
  start: (config: C, runtime: ServiceRuntime) => Promise<Listening>,
): Promise<void> {
  try {
    const config = loadServiceConfig();
    const logger = createLogger(config.LOG_LEVEL);
    const bus = await createBusFromEnv(config, logger);
    const service = await start(config, { bus, logger, databaseUrl: config.DATABASE_URL });
    await service.listen({ port: config.PORT, host: config.HOST });
    closeOnSignals(logger, async () => {
      await service.close();
      await bus.close();
    });
  } catch (err) {
    exitOnStartupError(err);
  }
}

/** A service's migrate.ts (the deployment's migration Job): applies the pending migrations and exits. */
export async function runMigrationJob(paths: { schemaPath: string; migrationsDir: string }): Promise<void> {
  try {
    const { DATABASE_URL } = loadConfig(z.object({ DATABASE_URL: z.string().min(1) }));
    await ensureDatabase(DATABASE_URL);
    const { applied } = await applyMigrations({ databaseUrl: DATABASE_URL, ...paths, log: console.log });
    console.log(applied.length > 0 ? `Applied ${applied.join(', ')}` : 'No pending migrations');
  } catch (err) {
    exitOnStartupError(err);
  }
}
