import { createLogger, exitOnStartupError, natsCredentials, natsServers } from '@local-seo/service-kit';
import { loadNatsSetupConfig, type NatsSetupEnv } from './config.js';
import { setUpNats } from './setup.js';

/**
 * One-shot, before the services (compose: they wait for it to complete;
 * Kubernetes: a Job): the JetStream streams and every durable consumer.
 * Exits 0 when all are in place, 1 with the reason otherwise.
 */
let config: NatsSetupEnv;
let credentials: ReturnType<typeof natsCredentials>;
try {
  config = loadNatsSetupConfig();
  credentials = natsCredentials(config);
} catch (err) {
  exitOnStartupError(err);
}
const logger = createLogger(config.LOG_LEVEL).child({ service: 'nats-setup' });
try {
  const report = await setUpNats({
    servers: natsServers(config.NATS_URL),
    replicas: config.NATS_STREAM_REPLICAS,
    connectTimeoutMs: config.NATS_CONNECT_TIMEOUT_MS,
    credentials,
    logger,
  });
  logger.info(report, 'NATS set up: streams and consumers in place');
  process.exit(0);
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  logger.error({ err: message }, `NATS set-up failed: ${message}`);
  process.exit(1);
}
