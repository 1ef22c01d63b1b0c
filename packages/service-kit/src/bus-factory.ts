import type { Logger } from 'pino';
import { natsServers } from './config.js';
import type { EventBus } from './events/bus.js';
import { createInProcessBus, createNatsBus } from './events/index.js';

/** NATS JetStream when NATS_URL is set, else the in-process bus (all-in-one). */
export async function createBusFromEnv(
  env: { NATS_URL?: string | undefined; NATS_STREAM_REPLICAS?: number | undefined },
  logger: Logger,
): Promise<EventBus> {
  if (env.NATS_URL) {
    const servers = natsServers(env.NATS_URL);
    logger.info({ servers }, 'event bus: NATS JetStream');
    return createNatsBus({ servers, replicas: env.NATS_STREAM_REPLICAS, logger });
  }
  logger.info('event bus: in-process');
  return createInProcessBus({ logger });
}
