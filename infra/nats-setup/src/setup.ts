import { consumerSubjects, durableConsumers } from '@local-seo/contracts';
import {
  defaultAckWaitMs,
  defaultStreamMaxAgeMs,
  ensureDurableConsumer,
  ensureStreams,
  natsLayout,
  type Logger,
  type NatsChange,
} from '@local-seo/service-kit';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { AuthorizationError, connect, type ConnectionOptions, type NatsConnection } from '@nats-io/transport-node';

export interface NatsSetupOptions {
  servers: string[];
  /** Copies of each stream (NATS_STREAM_REPLICAS); existing streams are brought to it. */
  replicas: number;
  /** How long to keep trying to reach NATS with JetStream before giving up. */
  connectTimeoutMs: number;
  logger: Logger;
  /** User, password and inbox prefix (natsCredentials); none: a server without authentication. */
  credentials?: Partial<ConnectionOptions>;
  /** Tests only: a stream and subject prefix of their own. Deployments use the services' defaults. */
  streamName?: string;
  subjectPrefix?: string;
}

/** What the run did, by stream name and by durable name. */
export interface NatsSetupReport {
  streams: Record<string, NatsChange>;
  consumers: Record<string, NatsChange>;
}

const retryPauseMs = 1000;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Creates (or brings up to date) the event stream, the dead-letter stream and every
 * durable consumer of the contracts, with the configuration the services would give
 * them, so the services find everything in place. Running it again changes nothing.
 */
export async function setUpNats(options: NatsSetupOptions): Promise<NatsSetupReport> {
  const { logger } = options;
  const { nc, jsm } = await connectWithRetries(options);
  try {
    const layout = natsLayout(options.streamName, options.subjectPrefix);
    const streams = await ensureStreams(jsm, layout, { maxAgeMs: defaultStreamMaxAgeMs, replicas: options.replicas, reconcileReplicas: true });
    for (const [stream, change] of Object.entries(streams)) logger.info({ stream, change }, `stream ${stream}: ${change}`);

    const setup = { jsm, layout, logger, ackWaitMs: defaultAckWaitMs, serverVersion: nc.info?.version };
    const consumers: Record<string, NatsChange> = {};
    for (const consumer of Object.values(durableConsumers)) {
      const subjects = consumerSubjects(consumer);
      const change = await ensureDurableConsumer(setup, consumer.durable, subjects, true);
      consumers[consumer.durable] = change;
      logger.info({ durable: consumer.durable, subjects, change }, `consumer ${consumer.durable}: ${change}`);
    }
    return { streams, consumers };
  } finally {
    await nc.close();
  }
}

/** Connects once NATS answers with JetStream enabled, retrying until the timeout. */
async function connectWithRetries(options: NatsSetupOptions): Promise<{ nc: NatsConnection; jsm: JetStreamManager }> {
  const deadline = Date.now() + options.connectTimeoutMs;
  for (let attempt = 1; ; attempt++) {
    let nc: NatsConnection | undefined;
    try {
      nc = await connect({ ...options.credentials, servers: options.servers, name: 'nats-setup', timeout: Math.min(5000, options.connectTimeoutMs) });
      return { nc, jsm: await jetstreamManager(nc) }; // checks that JetStream answers
    } catch (err) {
      await nc?.close().catch(() => undefined);
      // Wrong credentials do not get better by waiting.
      if (err instanceof AuthorizationError) {
        throw new Error(`NATS at ${options.servers} refused the user ${options.credentials?.user ?? '(none)'}: check NATS_USER and NATS_PASSWORD (${messageOf(err)})`);
      }
      if (Date.now() + retryPauseMs > deadline) {
        throw new Error(`NATS with JetStream did not answer at ${options.servers} within ${options.connectTimeoutMs} ms: ${messageOf(err)}`);
      }
      options.logger.warn({ servers: options.servers, attempt, err: messageOf(err) }, 'NATS not ready yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, retryPauseMs));
    }
  }
}
