import { eventEnvelopeSchema } from '@local-seo/contracts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NodeConnectionOptions } from '@nats-io/transport-node';
import { deadLetterSubject, type Consumer, type DeadLetter, type EventBus, type Watch } from './bus.js';
import { errorMessage, silentLogger, type EventLogger } from './logger.js';
import { defaultAckWaitMs, startNatsConsumer, type NatsConsumerContext } from './nats-consumer.js';
import { defaultStreamMaxAgeMs, ensureStreams, natsLayout } from './nats-streams.js';
import { subscribeEvents } from './nats-watch.js';
import { consumerPending, deadLetters, onScrape } from '../observability/metrics.js';

export interface NatsBusOptions {
  servers: string | string[];
  /** The event stream (default EVENTS); the dead-letter stream is `<streamName>_DEADLETTER`. */
  streamName?: string;
  /** Put in front of every subject, e.g. `t1a2b.`: lets tests share one server without seeing each other. */
  subjectPrefix?: string;
  logger?: EventLogger;
  /** Shown in the server's connection list. */
  connectionName?: string;
  /** How long a publish waits for the JetStream ack (default 5000 ms). */
  publishTimeoutMs?: number;
  /** Pause between reconnect attempts (default 2000 ms); it reconnects forever. */
  reconnectTimeWaitMs?: number;
  /** Redelivery after this long without an ack; long handlers send progress (default 30 s). */
  ackWaitMs?: number;
  /** How long the stream keeps events (default 7 days). */
  maxAgeMs?: number;
  /** Copies of the streams, when this bus creates them (default 1). */
  replicas?: number;
  /** Anything else for the NATS connection (auth, TLS). */
  connection?: Partial<NodeConnectionOptions>;
}

/**
 * The JetStream bus. Resolves once connected (it waits for the server, retrying) and the
 * streams exist. Publishing uses the event id as msgID, so the server drops re-sends.
 */
export async function createNatsBus(options: NatsBusOptions): Promise<EventBus> {
  const logger = options.logger ?? silentLogger;
  const layout = natsLayout(options.streamName, options.subjectPrefix);
  const publishTimeoutMs = options.publishTimeoutMs ?? 5000;
  const maxAgeMs = options.maxAgeMs ?? defaultStreamMaxAgeMs;
  const nc = await connect({
    name: options.connectionName,
    ...options.connection,
    servers: options.servers,
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
    reconnectTimeWait: options.reconnectTimeWaitMs ?? 2000,
  });
  const jsm = await jetstreamManager(nc, { timeout: publishTimeoutMs });
  const js = jetstream(nc, { timeout: publishTimeoutMs });
  const ensure = async () => void (await ensureStreams(jsm, layout, { maxAgeMs, replicas: options.replicas ?? 1 }));
  await ensure();

  const ctx: NatsConsumerContext = { nc, js, jsm, layout, logger, ackWaitMs: options.ackWaitMs ?? defaultAckWaitMs, ensureStreams: ensure };
  /** The watches' onGap: what was published during a disconnect never reached them. */
  const gapHandlers = new Set<() => void>();
  const isConnected = followConnection(ctx, gapHandlers);
  const consumers = new Set<Consumer>();
  const watches = new Set<Watch>();
  /** The durables consumed through this bus (by how many consumers): its metrics report them. */
  const consumed = new Map<string, number>();
  const stopSampling = onScrape(() => sampleDurables(ctx, [...consumed.keys()]));

  return {
    kind: 'nats',

    async publish(event) {
      const envelope = eventEnvelopeSchema.parse(event);
      // Fail fast while disconnected instead of buffering: the outbox keeps the event and retries.
      if (!isConnected() || nc.isClosed()) throw new Error('NATS is not connected');
      const send = () =>
        js.publish(`${layout.prefix}${envelope.type}`, JSON.stringify(envelope), { msgID: envelope.id, timeout: publishTimeoutMs });
      try {
        await send();
      } catch (err) {
        // No stream answered: the broker lost its streams (restarted without data). Make them, send once more.
        if (!(err instanceof Error && err.name === 'JetStreamNotEnabled')) throw err;
        await ensure();
        await send();
      }
    },

    async consume(consumerOptions) {
      const consumer = await startNatsConsumer(ctx, consumerOptions);
      const { durable } = consumerOptions;
      const tracked: Consumer = {
        async stop() {
          if (consumers.delete(tracked)) {
            const left = (consumed.get(durable) ?? 1) - 1;
            if (left > 0) consumed.set(durable, left);
            else consumed.delete(durable);
          }
          await consumer.stop();
        },
      };
      consumers.add(tracked);
      consumed.set(durable, (consumed.get(durable) ?? 0) + 1);
      return tracked;
    },

    async watch(subjects, handler, watchOptions = {}): Promise<Watch> {
      const { onGap } = watchOptions;
      const subscriptions = subscribeEvents(nc, { prefix: layout.prefix, subjects, handler, logger });
      await nc.flush(); // the server has the subscriptions: what is published from now on reaches them
      if (onGap) gapHandlers.add(onGap);
      const watch: Watch = {
        async stop() {
          watches.delete(watch);
          if (onGap) gapHandlers.delete(onGap);
          for (const subscription of subscriptions) subscription.unsubscribe();
          if (!nc.isClosed()) await nc.flush();
        },
      };
      watches.add(watch);
      return watch;
    },

    deadLetters: (durable, limit = 100) => readDeadLetters(ctx, durable, limit, publishTimeoutMs),

    async isReady() {
      if (!isConnected() || nc.isClosed()) return false;
      try {
        await jsm.getAccountInfo();
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      stopSampling();
      await Promise.all([...consumers, ...watches].map((c) => c.stop()));
      if (!nc.isClosed()) await nc.close();
    },
  };
}

/**
 * Follows the connection's status, logging each disconnect and reconnect; after a
 * reconnect it tells the watches of the gap and makes sure the streams still exist.
 * Returns whether the connection is up now.
 */
function followConnection(ctx: NatsConsumerContext, gapHandlers: ReadonlySet<() => void>): () => boolean {
  const { nc, logger } = ctx;
  let connected = true;
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        connected = false;
        logger.warn({ server: status.server }, 'NATS disconnected; reconnecting');
      } else if (status.type === 'reconnect') {
        connected = true;
        logger.info({ server: status.server }, 'NATS reconnected');
        // Once the server has the watches' subscriptions again (a flush is a round trip
        // behind the re-sent SUBs), what a watcher hears is current again: tell it of the gap.
        void nc
          .flush()
          .catch(() => undefined)
          .then(() => {
            for (const gap of gapHandlers) {
              try {
                gap();
              } catch (err) {
                logger.warn({ err: errorMessage(err) }, 'event watcher failed on a gap');
              }
            }
          });
        // A broker that restarted without its data needs its streams again.
        ctx.ensureStreams().catch((err: unknown) => logger.warn({ err: errorMessage(err) }, 'could not ensure event streams'));
      }
    }
  })();
  return () => connected;
}

/** The metrics of the durables consumed through a bus: events pending and dead letters. */
async function sampleDurables({ jsm, layout }: NatsConsumerContext, durables: readonly string[]): Promise<void> {
  if (durables.length === 0) return;
  const letters = await jsm.streams.info(layout.deadLetterStream, { subjects_filter: `${layout.prefix}${deadLetterSubject('>')}` });
  await Promise.all(
    durables.map(async (durable) => {
      const info = await jsm.consumers.info(layout.stream, durable);
      consumerPending.labels(durable).set(info.num_pending + info.num_ack_pending);
      deadLetters.labels(durable).set(letters.state.subjects?.[`${layout.prefix}${deadLetterSubject(durable)}`] ?? 0);
    }),
  );
}

/** Up to `limit` of a durable's dead letters, oldest first. */
async function readDeadLetters({ js, jsm, layout }: NatsConsumerContext, durable: string, limit: number, fetchTimeoutMs: number): Promise<DeadLetter[]> {
  const subject = `${layout.prefix}${deadLetterSubject(durable)}`;
  const info = await jsm.streams.info(layout.deadLetterStream, { subjects_filter: subject });
  const count = Math.min(limit, info.state.subjects?.[subject] ?? 0);
  if (count === 0) return [];
  const reader = await js.consumers.get(layout.deadLetterStream, { filter_subjects: subject }); // ordered, ephemeral
  const letters: DeadLetter[] = [];
  for await (const m of await reader.fetch({ max_messages: count, expires: fetchTimeoutMs })) {
    letters.push(m.json<DeadLetter>());
    if (letters.length >= count) break;
  }
  return letters;
}
