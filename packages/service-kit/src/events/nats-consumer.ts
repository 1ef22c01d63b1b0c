import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  type ConsumerConfig,
  type ConsumerInfo,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { deadLetterSubject, type Consumer, type ConsumerOptions } from './bus.js';
import { assertDurableName, deadLetter, defaultRetryDelayMs, runDelivery, type Outcome } from './delivery.js';
import { errorMessage, type EventLogger } from './logger.js';
import { consumerFilter, isApiError, sameFilter, supportsMultipleFilters, type NatsChange, type NatsLayout } from './nats-streams.js';
import { backoffMs, sleep } from './timing.js';

export interface NatsConsumerContext {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  layout: NatsLayout;
  logger: EventLogger;
  ackWaitMs: number;
  /** Re-creates the streams (a broker restarted without its data). */
  ensureStreams(): Promise<void>;
}

/** Messages pulled ahead of the handler: few, so little waits out ack_wait when a consumer stops. */
const pullBatch = 8;

/** Redelivery after this long without an ack, unless told otherwise (services and infra/nats-setup agree on it). */
export const defaultAckWaitMs = 30_000;

/** What creating or reconciling a durable needs: the stream's manager and layout, and the server's abilities. */
export interface DurableSetup {
  jsm: JetStreamManager;
  layout: NatsLayout;
  logger: EventLogger;
  ackWaitMs: number;
  /** The server's version (`nc.info?.version`): filters on several subjects from 2.10. */
  serverVersion: string | undefined;
}

/**
 * Creates the durable if missing (it gets new events only, like the in-process bus). With
 * `reconcile`, a durable whose filter differs is changed: updated on servers that filter on
 * several subjects (2.10+); before that, updating a filter makes the server skip messages,
 * so it is re-created from its ack floor (what was acked out of order comes again: the
 * inbox drops it). The restart path never reconciles, so replicas of two versions in a
 * rolling deploy do not take turns re-creating it.
 */
export async function ensureDurableConsumer(
  ctx: DurableSetup,
  durable: string,
  eventTypes: readonly string[],
  reconcile: boolean,
): Promise<NatsChange> {
  assertDurableName(durable);
  const subjects = eventTypes.map((s) => `${ctx.layout.prefix}${s}`);
  const multiple = supportsMultipleFilters(ctx.serverVersion);
  const filter = consumerFilter(subjects, multiple, ctx.layout.prefix);
  const base: Partial<ConsumerConfig> = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.New,
    ack_wait: nanos(ctx.ackWaitMs),
    max_deliver: -1, // the bus counts deliveries itself and dead-letters; the server never drops silently
    ...filter,
  };
  let info: ConsumerInfo;
  try {
    info = await ctx.jsm.consumers.info(ctx.layout.stream, durable);
  } catch (err) {
    if (!isApiError(err, JetStreamApiCodes.ConsumerNotFound)) throw err;
    await ctx.jsm.consumers.add(ctx.layout.stream, base);
    return 'created';
  }
  if (!reconcile || sameFilter(info.config, filter)) return 'unchanged';
  if (multiple) {
    await ctx.jsm.consumers.update(ctx.layout.stream, durable, filter);
    return 'updated';
  }
  ctx.logger.info({ durable, filter: filter.filter_subject }, 're-creating the consumer with its new filter');
  await ctx.jsm.consumers.delete(ctx.layout.stream, durable);
  await ctx.jsm.consumers.add(ctx.layout.stream, {
    ...base,
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: info.ack_floor.stream_seq + 1,
  });
  return 'recreated';
}

/** A durable pull consumer whose consume loop is supervised: any end but stop() starts it again. */
export async function startNatsConsumer(ctx: NatsConsumerContext, options: ConsumerOptions): Promise<Consumer> {
  const { durable } = options;
  assertDurableName(durable);
  const subjects = options.subjects.map((s) => `${ctx.layout.prefix}${s}`);
  const wanted = new Set(subjects);
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const log = ctx.logger;
  const ensureConsumer = (reconcile: boolean) =>
    ensureDurableConsumer({ ...ctx, serverVersion: ctx.nc.info?.version }, durable, options.subjects, reconcile);
  await ensureConsumer(true);

  const abort = new AbortController();
  let stopped = false;
  let messages: ConsumerMessages | undefined;

  async function settle(m: JsMsg, outcome: Outcome, body: unknown) {
    if (outcome.kind === 'ack') return m.ack();
    if (outcome.kind === 'retry') {
      log.warn({ durable, subject: m.subject, attempt: m.info.deliveryCount, err: outcome.error }, 'event handler failed; will retry');
      return m.nak(retryDelayMs);
    }
    const subject = m.subject.slice(ctx.layout.prefix.length);
    const letter = deadLetter(durable, subject, outcome.error, m.info.deliveryCount, body);
    try {
      await ctx.js.publish(`${ctx.layout.prefix}${deadLetterSubject(durable)}`, JSON.stringify(letter), {
        msgID: `${durable}:${m.info.streamSequence}`,
      });
    } catch (err) {
      log.error({ durable, subject, err: errorMessage(err) }, 'could not dead-letter an event; will retry');
      return m.nak(retryDelayMs);
    }
    log.error({ durable, subject, err: outcome.error }, 'event dead-lettered');
    m.term();
  }

  async function handle(m: JsMsg) {
    if (!wanted.has(m.subject)) return m.ack(); // outside our types: only with the one-filter fallback
    let body: unknown = m.string();
    try {
      body = JSON.parse(body as string);
    } catch {
      // not JSON: the envelope check dead-letters it with the raw text
    }
    const heartbeat = setInterval(() => {
      try {
        m.working(); // a long handler keeps its message from being redelivered meanwhile
      } catch {
        // connection gone: the message comes again after ack_wait
      }
    }, Math.max(1000, ctx.ackWaitMs / 3));
    try {
      await settle(m, await runDelivery(options, body, m.info.deliveryCount), body);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function supervise() {
    for (let failures = 0, first = true; !stopped && !ctx.nc.isClosed(); first = false) {
      try {
        if (!first) await ensureConsumer(false).catch(async (err: unknown) => {
          if (!isApiError(err, JetStreamApiCodes.StreamNotFound)) throw err;
          await ctx.ensureStreams();
          await ensureConsumer(false);
        });
        const consumer = await ctx.js.consumers.get(ctx.layout.stream, durable);
        messages = await consumer.consume({ max_messages: pullBatch, abort_on_missing_resource: true });
        // close() only takes effect as the iterator is read (it queues behind the messages): never await it first.
        if (stopped) void messages.close();
        for await (const m of messages) {
          if (stopped) m.nak(); // pulled before stop(): hand it back at once
          else await handle(m);
          failures = 0;
        }
        const err = await messages.closed();
        if (err) throw err;
      } catch (err) {
        if (stopped) break;
        failures++;
        log.warn({ durable, err: errorMessage(err), failures }, 'event consumer loop ended; restarting');
      }
      if (!stopped) await sleep(backoffMs(Math.max(1, failures), 200, 10_000), abort.signal);
    }
  }

  const loop = supervise().catch((err: unknown) => log.error({ durable, err: errorMessage(err) }, 'event consumer supervisor failed'));
  return {
    async stop() {
      stopped = true;
      abort.abort();
      void messages?.close().catch(() => undefined);
      await loop;
    },
  };
}
