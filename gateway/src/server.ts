import { closeOnSignals, createBusFromEnv, createLogger, exitOnStartupError } from '@local-seo/service-kit';
import { createGateway } from './app.js';
import { loadGatewayConfig } from './config.js';
import { registerFrontendProxy } from './routing/frontend-proxy.js';

/** The only file that listens: the gateway on its own (compose, Kubernetes). */
try {
  const config = loadGatewayConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const bus = await createBusFromEnv(config, logger);
  const app = await createGateway({
    config,
    logger,
    bus,
    // Without an ingress (compose): the frontends' pages through the gateway.
    frontends: (gateway) => registerFrontendProxy(gateway, { webPublicUrl: config.WEB_PUBLIC_URL, webAdminUrl: config.WEB_ADMIN_URL }),
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  closeOnSignals(logger, async () => {
    await app.close();
    await bus.close();
  });
} catch (err) {
  exitOnStartupError(err);
}
