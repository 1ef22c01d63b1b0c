import { z } from 'zod';
import { createBusFromEnv } from './bus-factory.js';
import { loadConfig, serviceEnvSchema } from './config.js';
import { applyMigrations, ensureDatabase } from './db/migrations/index.js';
import { createLogger } from './logger.js';
import { spreadRetriesAcrossReplicas } from './http/replicas.js';
import { startObservability } from './observability/index.js';
import { closeOnSignals } from './shutdown.js';
import type { Listening, ServiceModule } from './service-module.js';
import { exitOnStartupError } from './startup.js';

/**
 * A service's server.ts (compose, Kubernetes): reads the common environment
 * (PORT, HOST, LOG_LEVEL, DATABASE_URL, NATS_*, METRICS_PORT, OTEL_*) and the service's
 * own, starts the bus, listens, and closes everything on SIGTERM. A bad variable or a
 * failed start ends the process with a message a person can act on.
 */
export async function runStandalone<Options>(module: ServiceModule<Options, Listening>, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const config = loadConfig(serviceEnvSchema(module.defaultPort), env);
    const options = module.optionsFromEnv(env);
    const logger = createLogger(config.LOG_LEVEL);
    const observability = await startObservability({ name: module.name, logger, env });
    spreadRetriesAcrossReplicas();
    const bus = await createBusFromEnv(config, logger);
    const service = await module.create({ bus, logger, databaseUrl: config.DATABASE_URL }, options);
    await service.listen({ port: config.PORT, host: config.HOST });
    closeOnSignals(logger, async () => {
      await service.close();
      await bus.close();
      await observability.close();
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
