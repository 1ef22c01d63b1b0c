import type { Logger } from 'pino';
import type { EventBus } from './events/bus.js';
import { createInProcessBus, createNatsBus } from './events/index.js';

/** NATS JetStream when NATS_URL is set, else the in-process bus (all-in-one). */
export async function createBusFromEnv(env: { NATS_URL?: string | undefined }, logger: Logger): Promise<EventBus> {
  if (env.NATS_URL) {
    logger.info({ servers: env.NATS_URL }, 'event bus: NATS JetStream');
    return createNatsBus({ servers: env.NATS_URL, logger });
  }
  logger.info('event bus: in-process');
  return createInProcessBus({ logger });
}
