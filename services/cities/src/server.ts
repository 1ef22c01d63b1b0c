import { closeOnSignals, createBusFromEnv, createLogger, exitOnStartupError } from '@local-seo/service-kit';
import { createCitiesService } from './app.js';
import { loadCitiesConfig } from './config.js';

/** The only file that listens: the cities service on its own (compose, Kubernetes). */
try {
  const config = loadCitiesConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const bus = await createBusFromEnv(config, logger);
  const service = await createCitiesService({
    databaseUrl: config.DATABASE_URL,
    bus,
    logger,
    brandName: config.BRAND_NAME,
  });
  await service.listen({ port: config.PORT, host: config.HOST });
  closeOnSignals(logger, async () => {
    await service.close();
    await bus.close();
  });
} catch (err) {
  exitOnStartupError(err);
}
