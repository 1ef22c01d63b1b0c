import { gatewayConfigSchema, createGateway } from '@local-seo/gateway';
import { closeOnSignals, createBusFromEnv, createLogger, exitOnStartupError, loadConfig } from '@local-seo/service-kit';
import { adminPasswordFor } from './admin-password.js';
import { loadAllInOneConfig } from './config.js';
import { seedDemoData } from './demo/index.js';
import { startDatabaseServer } from './postgres.js';
import { startServices } from './services.js';

/**
 * All-in-one: the same services and gateway as the distributed modes, in one
 * process, on an embedded PostgreSQL and the in-process bus (or NATS).
 */
const startedAt = performance.now();
try {
  const config = loadAllInOneConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await startDatabaseServer(
    { postgresUrl: config.POSTGRES_URL, dataDir: config.DATA_DIR, port: config.EMBEDDED_POSTGRES_PORT },
    logger,
  );
  const bus = await createBusFromEnv(config, logger);
  const services = await startServices({ config, bus, logger, databaseUrl: (name) => database.databaseUrl(name) });

  const admin = adminPasswordFor(config);
  const gateway = await createGateway({
    logger,
    config: loadConfig(gatewayConfigSchema, {
      ...process.env,
      PORT: String(config.PORT),
      HOST: config.HOST,
      ...services.urls,
      ADMIN_PASSWORD: admin.password,
      ADMIN_PASSWORD_HASH: admin.hash,
    }),
  });

  if (config.DEMO_DATA === 'true') await seedDemoData(services, logger);
  void services.sitemap.generator.generate('start'); // with the demo cities, once they are in
  await gateway.listen({ port: config.PORT, host: config.HOST });

  const url = `http://localhost:${config.PORT}`;
  const lines = [`Ready in ${Math.round(performance.now() - startedAt)} ms at ${url}`];
  if (admin.generated) lines.push(`Admin password for this start (set ADMIN_PASSWORD to choose one): ${admin.password}`);
  console.log(`\n${lines.map((line) => `  ${line}`).join('\n')}\n`);

  closeOnSignals(logger, async () => {
    await gateway.close();
    await services.close();
    await bus.close();
    await database.stop();
  });
} catch (err) {
  exitOnStartupError(err);
}
