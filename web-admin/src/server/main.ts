import { closeOnSignals, createHttpApp, createLogger, exitOnStartupError, gatewayEnvSchema, loadConfig } from '@local-seo/service-kit';
import { registerAdminApp } from './index.js';

/**
 * The admin app on its own (compose, Kubernetes): port 3010, /healthz and
 * /readyz, the SPA at /admin. The API on the same origin comes from the
 * ingress routing /api to the gateway.
 */
try {
  const config = loadConfig(gatewayEnvSchema(3010));
  const logger = createLogger(config.LOG_LEVEL);
  const app = createHttpApp({ logger: logger.child({ service: 'web-admin' }), readiness: {} });
  await registerAdminApp(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  closeOnSignals(logger, () => app.close());
} catch (err) {
  exitOnStartupError(err);
}
