import { closeOnSignals, createBusFromEnv, drainMsFromEnv, createLogger, exitOnStartupError, startObservability } from '@local-seo/service-kit';
import { loadAllInOneConfig } from './config.js';
import { startDatabaseServer } from './postgres.js';

/**
 * All-in-one: the same services and gateway as the distributed modes, in one
 * process, on an embedded PostgreSQL and the in-process bus (or NATS), with
 * both frontends mounted in the gateway.
 */
const startedAt = performance.now();
// React and TanStack Router read NODE_ENV when they load: production builds unless told otherwise.
process.env.NODE_ENV ??= 'production';
try {
  const config = loadAllInOneConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // One metrics port (METRICS_PORT) and one trace resource for the whole process; before any app is made.
  const observability = await startObservability({ name: 'local-seo', logger });
  const { startStack } = await import('./stack.js');
  const { productDatabases } = await import('./databases.js');
  const database = await startDatabaseServer(
    { postgresUrl: config.POSTGRES_URL, dataDir: config.DATA_DIR, port: config.EMBEDDED_POSTGRES_PORT, databases: productDatabases },
    logger,
  );
  const bus = await createBusFromEnv(config, logger);
  const stack = await startStack({
    databaseUrl: (name) => database.databaseUrl(name),
    bus,
    logger,
    port: config.PORT,
    host: config.HOST,
  });

  const lines = [`Ready in ${Math.round(performance.now() - startedAt)} ms at ${stack.url}`];
  // The made-up password is the first owner's only when this start made that owner; later starts keep the owners' own.
  // Its e-mail too: unless ADMIN_EMAIL named it, it was made up to be unguessable (docs/decisions.md, decision 14), and is shown this once.
  if (stack.adminPasswordGenerated && stack.firstOwnerCreated) {
    lines.push(`First owner ${stack.firstOwnerEmail}, password for now (change it in the admin, or set ADMIN_PASSWORD before the first start): ${stack.adminPassword}`);
  } else if (stack.firstOwnerCreated) {
    lines.push(`First owner ${stack.firstOwnerEmail} (its password is the one ADMIN_PASSWORD or ADMIN_PASSWORD_HASH set)`);
  }
  console.log(`\n${lines.map((line) => `  ${line}`).join('\n')}\n`);

  // One process closes eight services and the database, each finishing its work under way (a weather
  // refresh of every city, a sitemap build): it gets 30 s, where a single service gets 10.
  closeOnSignals(
    logger,
    async () => {
      await stack.close();
      await bus.close();
      await database.stop();
      await observability.close();
    },
    // One process on one machine, usually stopped with Ctrl-C: no load balancer to wait for, unless SHUTDOWN_DRAIN_MS says so.
    { graceMs: 30_000, drainMs: drainMsFromEnv(0) },
  );
} catch (err) {
  exitOnStartupError(err);
}
