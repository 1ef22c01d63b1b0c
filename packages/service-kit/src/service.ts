import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { openDatabase, type DatabaseOptions } from './db/prisma.js';
import type { TransactionalDb } from './db/sql-client.js';
import type { EventBus } from './events/bus.js';
import { createOutboxRelay, enqueueEvents, ensureEventTables } from './events/index.js';
import { createHttpApp } from './http/app.js';
import { outsideRequest, requestOriginOf } from './http/request-context.js';
import { traceparentOf } from './observability/tracing.js';
import type { ServiceRuntime } from './standalone.js';
import type { Task } from './tasks.js';
import { uploadRequestTimeoutMs, type EventEnvelope } from '@local-seo/contracts';

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
  /** The database's address, for work that connects on its own (an import in a worker thread). */
  readonly databaseUrl: string;
  /** Nudges the outbox relay after events were committed on another connection (a worker thread's transaction). */
  outboxWritten(): void;
}

export interface TransactOptions {
  /** How long the whole transaction may run (Prisma's default is 5 s; long imports need more). */
  timeoutMs?: number;
}

/** What a service's `build` gives back: its routes, its background work, and anything it exposes to its owner. */
export interface ServiceParts {
  /** Registers the routes, explicitly, one resource at a time (`serve(app, declaration, handler)`). */
  routes(app: FastifyInstance): void | Promise<void>;
  /** Background work (consumers, schedules, poll loops, the copy of cities): started once listening, stopped first at close. */
  tasks?: Task[];
}

export interface ServiceDefinition<Db extends TransactionalDb<any>, Parts extends ServiceParts> {
  /** Also the `source` of its events and the first token of their subjects. */
  name: string;
  runtime: ServiceRuntime;
  /** Its schema, migrations and generated client (the URL comes from the runtime). */
  database: Omit<DatabaseOptions<Db>, 'url'>;
  /** Makes the service's parts from its context: one place that shows what the service is. */
  build(context: ServiceContext<Db>): Parts | Promise<Parts>;
  outboxPollIntervalMs?: number;
}

export interface Service<Db extends TransactionalDb<any>, Parts extends ServiceParts = ServiceParts> {
  readonly app: FastifyInstance;
  readonly context: ServiceContext<Db>;
  /** What `build` gave back (the service's own objects, for its owner and its tests). */
  readonly parts: Parts;
  /** Listens, then starts the outbox relay and the tasks; resolves to the base URL. */
  listen(options: { port: number; host: string }): Promise<string>;
  /** Stops the tasks, the relay and the server, and disconnects (the bus is its owner's to close). */
  close(): Promise<void>;
}

/**
 * Every service's shape: its database (migrated), the outbox behind `transact`,
 * the common HTTP setup, then what `build` makes of them. A service that takes
 * uploads (a route with `upload`) gets the long request timeout they need.
 */
export async function createService<Db extends TransactionalDb<any>, Parts extends ServiceParts>(
  definition: ServiceDefinition<Db, Parts>,
): Promise<Service<Db, Parts>> {
  const { runtime } = definition;
  const logger = runtime.logger.child({ service: definition.name });
  const db = await openDatabase({ ...definition.database, url: runtime.databaseUrl }, logger);
  await ensureEventTables(db);
  const relay = createOutboxRelay({ service: definition.name, db, bus: runtime.bus, logger, pollIntervalMs: definition.outboxPollIntervalMs ?? 1000 });
  const context: ServiceContext<Db> = {
    name: definition.name,
    logger,
    db,
    bus: runtime.bus,
    async transact(work, options = {}) {
      // Taken now: the pool may hand the transaction its connection in another request's context.
      const traceparent = traceparentOf();
      const origin = requestOriginOf();
      const result = await db.$transaction(
        async (tx: TxOf<Db>) => {
          const events: EventEnvelope[] = [];
          const value = await work(tx, (event) => events.push(event));
          if (events.length > 0) await enqueueEvents(tx, events, traceparent, origin);
          return value;
        },
        options.timeoutMs ? { timeout: options.timeoutMs, maxWait: 10_000 } : undefined,
      );
      outsideRequest(() => relay.notify());
      return result;
    },
    databaseUrl: runtime.databaseUrl,
    outboxWritten: () => outsideRequest(() => relay.notify()),
  };

  const app = createHttpApp({
    logger,
    readiness: {
      database: async () => {
        await db.$queryRawUnsafe('SELECT 1');
        return true;
      },
      bus: () => runtime.bus.isReady(),
    },
  });
  let takesUploads = false;
  app.addHook('onRoute', (route) => {
    if (route.config?.upload) takesUploads = true;
  });
  const parts = await definition.build(context);
  await parts.routes(app);
  if (takesUploads) app.server.requestTimeout = uploadRequestTimeoutMs;
  await app.ready();

  const tasks = parts.tasks ?? [];
  let started = false;
  return {
    app,
    context,
    parts,
    async listen(options) {
      const url = await app.listen(options);
      if (!started) {
        started = true;
        relay.start();
        for (const task of tasks) await task.start();
      }
      return url;
    },
    async close() {
      await Promise.all(tasks.map((task) => task.stop()));
      await relay.stop();
      await app.close();
      await db.$disconnect();
    },
  };
}
