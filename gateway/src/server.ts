import {
  closeOnSignals,
  createBusFromEnv,
  createLogger,
  exitOnStartupError,
  natsCredentials,
  natsServers,
  spreadRetriesAcrossReplicas,
  startObservability,
} from '@local-seo/service-kit';
import { connect } from '@nats-io/transport-node';
import { createGateway } from './app.js';
import { memoryMaps } from './auth/expiring-map.js';
import { natsKvMaps } from './auth/nats-kv-maps.js';
import { loadGatewayConfig } from './config.js';
import { registerFrontendProxy } from './routing/frontend-proxy.js';

/** The only file that listens: the gateway on its own (compose, Kubernetes). */
try {
  const config = loadGatewayConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // First: its requests are traced only if tracing is on when the app is made. Metrics on METRICS_PORT, never on PORT.
  const observability = await startObservability({ name: 'gateway', logger });
  spreadRetriesAcrossReplicas();
  const bus = await createBusFromEnv(config, logger);
  // With NATS, admin sessions and failed logins live in KV buckets every replica shares
  // (only the gateway's NATS user may use them).
  const kvConnection = config.NATS_URL
    ? await connect({
        ...natsCredentials(config),
        servers: natsServers(config.NATS_URL),
        name: 'gateway-shared-state',
        maxReconnectAttempts: -1,
        waitOnFirstConnect: true,
      })
    : undefined;
  const app = await createGateway({
    config,
    logger,
    bus,
    sharedMaps: kvConnection ? natsKvMaps(kvConnection, { replicas: config.NATS_STREAM_REPLICAS }) : memoryMaps,
    // Without an ingress (compose): the frontends' pages through the gateway.
    frontends: (gateway) => registerFrontendProxy(gateway, { webPublicUrl: config.WEB_PUBLIC_URL, webAdminUrl: config.WEB_ADMIN_URL }),
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  closeOnSignals(logger, async () => {
    await app.close();
    await kvConnection?.drain();
    await bus.close();
    await observability.close();
  });
} catch (err) {
  exitOnStartupError(err);
}
