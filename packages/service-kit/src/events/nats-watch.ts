import { eventEnvelopeSchema, type EventEnvelope } from '@local-seo/contracts';
import { connect, type NatsConnection, type NodeConnectionOptions, type Subscription } from '@nats-io/transport-node';
import type { Watch } from './bus.js';
import { errorMessage, type EventLogger } from './logger.js';

/**
 * Core subscriptions to events' subjects (JetStream-published messages reach them too:
 * live, no ack, no replay), each message checked as an envelope and handed to `handler`;
 * what the handler throws is logged, never thrown.
 */
export function subscribeEvents(nc: NatsConnection, options: { prefix: string; subjects: readonly string[]; handler: (event: EventEnvelope) => void; logger: EventLogger }): Subscription[] {
  return options.subjects.map((subject) =>
    nc.subscribe(`${options.prefix}${subject}`, {
      callback: (err, message) => {
        if (err) return options.logger.warn({ subject, err: errorMessage(err) }, 'event watch failed');
        try {
          const parsed = eventEnvelopeSchema.safeParse(message.json());
          if (!parsed.success) return options.logger.warn({ subject: message.subject }, 'event watch: not an event envelope; ignored');
          options.handler(parsed.data);
        } catch (error) {
          options.logger.warn({ subject: message.subject, err: errorMessage(error) }, 'event watcher failed');
        }
      },
    }),
  );
}

export interface NatsEventWatchOptions {
  servers: string | string[];
  connection?: Partial<NodeConnectionOptions>;
  logger: EventLogger;
  subjects: readonly string[];
  handler: (event: EventEnvelope) => void;
  /** Events may have been missed: at the first connection and after each reconnection (a cache drops or checks everything). */
  onGap: () => void;
}

/**
 * A watch on a connection of its own, for a process that only keeps caches (the public
 * site's replicas): it never holds up the start (it connects, and reconnects, in the
 * background, forever), and tells `onGap` whenever it may have missed events.
 */
export function watchNatsEvents(options: NatsEventWatchOptions): Watch {
  const { logger } = options;
  let nc: NatsConnection | undefined;
  let stopped = false;
  const caughtUp = (conn: NatsConnection) =>
    conn
      .flush()
      .catch(() => undefined)
      .then(() => options.onGap());
  void connect({ ...options.connection, servers: options.servers, maxReconnectAttempts: -1, waitOnFirstConnect: true, reconnectTimeWait: 2000 })
    .then(async (conn) => {
      if (stopped) return conn.close();
      nc = conn;
      subscribeEvents(conn, { prefix: '', subjects: options.subjects, handler: options.handler, logger });
      await caughtUp(conn);
      for await (const status of conn.status()) {
        if (status.type === 'disconnect') logger.warn({ server: status.server }, 'NATS disconnected; the event watch reconnects');
        if (status.type === 'reconnect') void caughtUp(conn);
      }
    })
    .catch((err: unknown) => logger.warn({ err: errorMessage(err) }, 'the event watch stopped'));
  return {
    async stop() {
      stopped = true;
      if (nc && !nc.isClosed()) await nc.close();
    },
  };
}
