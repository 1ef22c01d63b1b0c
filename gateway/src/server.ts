import { closeOnSignals, createLogger, exitOnStartupError } from '@local-seo/service-kit';
import { createGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

/** The only file that listens: the gateway on its own (compose, Kubernetes). */
try {
  const config = loadGatewayConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const app = await createGateway({ config, logger });
  await app.listen({ port: config.PORT, host: config.HOST });
  closeOnSignals(logger, () => app.close());
} catch (err) {
  exitOnStartupError(err);
}
