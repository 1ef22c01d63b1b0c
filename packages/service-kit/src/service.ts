import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@local-seo/contracts';
import { openDatabase, type DatabaseOptions } from './db/prisma.js';
import type { TransactionalDb } from './db/sql-client.js';
import type { Consumer, EventBus } from './events/bus.js';
import { createOutboxRelay, enqueueEvents, ensureEventTables, type OutboxRelay } from './events/index.js';
import { createHttpApp } from './http/app.js';

/** The transaction client a database hands to `$transaction(async (tx) => ...)`. */
export type TxOf<Db> = Db extends { $transaction<R>(fn: (tx: infer Tx) => Promise<R>, ...rest: any[]): Promise<R> }
  ? Tx
  : never;

/** What a service's routes and consumers work with. */
export interface ServiceContext<Db extends TransactionalDb<any>> {
  readonly name: string;
  readonly logger: Logger;
  readonly db: Db;
  readonly bus: EventBus;
  /**
   * Runs `work` in one transaction; the events it emits are written to the outbox
   * in that same transaction, and published once it commits.
   */
  transact<R>(
    work: (tx: TxOf<Db>, emit: (event: EventEnvelope) => void) => Promise<R>,
    options?: TransactOptions,
  ): Promise<R>;
}

export interface TransactOptions {
  /** How long the whole transaction may run (Prisma's default is 5 s; long imports need more). */
  timeoutMs?: number;
}

export interface ServiceDefinition<Db extends TransactionalDb<any>> {
  /** Also the `source` of its events and the first token of their subjects. */
  name: string;
  logger: Logger;
  database: DatabaseOptions<Db>;
  bus: EventBus;
  /** Registers the routes, explicitly, one resource at a time. */
  routes(app: FastifyInstance, context: ServiceContext<Db>): void | Promise<void>;
  /** Starts the durable consumers of the events this service reacts to. */
  consumers?(context: ServiceContext<Db>): Promise<Consumer[]>;
  bodyLimit?: number;
  /** How long receiving one request may take (default 30 s): longer for a service that takes CSV uploads. */
  requestTimeoutMs?: number;
  outboxPollIntervalMs?: number;
}

export interface Service<Db extends TransactionalDb<any>> {
  readonly app: FastifyInstance;
  readonly context: ServiceContext<Db>;
  /** Starts listening; resolves to the base URL. */
  listen(options: { port: number; host: string }): Promise<string>;
  /** Stops consumers, the relay and the server, and disconnects (the bus is its owner's to close). */
  close(): Promise<void>;
}

/** The same Fastify setup, database wiring and event plumbing for every service. */
export async function createService<Db extends TransactionalDb<any>>(definition: ServiceDefinition<Db>): Promise<Service<Db>> {
  const logger = definition.logger.child({ service: definition.name });
  const db = await openDatabase(definition.database, logger);
  await ensureEventTables(db);
  const relay: OutboxRelay = createOutboxRelay({
    db,
    bus: definition.bus,
    logger,
    pollIntervalMs: definition.outboxPollIntervalMs ?? 1000,
  });

  const context: ServiceContext<Db> = {
    name: definition.name,
    logger,
    db,
    bus: definition.bus,
    async transact(work, options = {}) {
      const result = await db.$transaction(
        async (tx: TxOf<Db>) => {
          const events: EventEnvelope[] = [];
          const value = await work(tx, (event) => events.push(event));
          if (events.length > 0) await enqueueEvents(tx, events);
          return value;
        },
        options.timeoutMs ? { timeout: options.timeoutMs, maxWait: 10_000 } : undefined,
      );
      relay.notify();
      return result;
    },
  };

  const app = createHttpApp({
    logger,
    bodyLimit: definition.bodyLimit,
    requestTimeoutMs: definition.requestTimeoutMs,
    readiness: {
      database: async () => {
        await db.$queryRawUnsafe('SELECT 1');
        return true;
      },
      bus: () => definition.bus.isReady(),
    },
  });
  await definition.routes(app, context);
  await app.ready();

  let consumers: Consumer[] = [];
  let started = false;
  return {
    app,
    context,
    async listen({ port, host }) {
      const url = await app.listen({ port, host });
      if (!started) {
        started = true;
        relay.start();
        consumers = (await definition.consumers?.(context)) ?? [];
      }
      return url;
    },
    async close() {
      await Promise.all(consumers.map((consumer) => consumer.stop()));
      await relay.stop();
      await app.close();
      await db.$disconnect();
    },
  };
}
