import type { NodeConnectionOptions } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { ConfigError, natsServers } from './config.js';
import type { EventBus } from './events/bus.js';
import { createInProcessBus, createNatsBus } from './events/index.js';

/**
 * The subjects a NATS user's replies come back on (JetStream API answers, pulled events, KV
 * reads). One prefix per user, so the server can let each subscribe to its own replies only:
 * with the shared `_INBOX.>` any user could read the gateway's session lookups.
 */
export const natsInboxPrefix = (user: string) => `_INBOX_${user}`;

/** What a process is told to sign in to NATS with (NATS_USER, NATS_PASSWORD). */
export interface NatsCredentialsEnv {
  NATS_USER?: string | undefined;
  NATS_PASSWORD?: string | undefined;
}

/**
 * Connection options for NATS_USER and NATS_PASSWORD: the user, its password and its own
 * reply subjects. Neither set: none (a server without authentication). One without the
 * other stops the start, naming the missing one.
 */
export function natsCredentials(env: NatsCredentialsEnv): Partial<NodeConnectionOptions> {
  const { NATS_USER: user, NATS_PASSWORD: pass } = env;
  if (!user && !pass) return {};
  if (!user || !pass) {
    const [missing, set] = user ? ['NATS_PASSWORD', 'NATS_USER'] : ['NATS_USER', 'NATS_PASSWORD'];
    throw new ConfigError(`Invalid configuration, check these environment variables:\n  ${missing}: is required when ${set} is set`);
  }
  return { user, pass, inboxPrefix: natsInboxPrefix(user) };
}

/** NATS JetStream when NATS_URL is set, else the in-process bus (all-in-one). */
export async function createBusFromEnv(
  env: { NATS_URL?: string | undefined; NATS_STREAM_REPLICAS?: number | undefined } & NatsCredentialsEnv,
  logger: Logger,
): Promise<EventBus> {
  if (env.NATS_URL) {
    const servers = natsServers(env.NATS_URL);
    const connection = natsCredentials(env);
    logger.info({ servers, user: connection.user }, 'event bus: NATS JetStream');
    return createNatsBus({ servers, replicas: env.NATS_STREAM_REPLICAS, logger, connection, connectionName: connection.user });
  }
  logger.info('event bus: in-process');
  return createInProcessBus({ logger });
}
