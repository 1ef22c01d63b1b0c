import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { openDatabase, type DatabaseOptions } from './db/prisma.js';
import type { TransactionalDb } from './db/sql-client.js';
import type { EventBus } from './events/bus.js';
import { openTransactionalOutbox, type Transact } from './events/transactional-outbox.js';
import { createHttpApp, type HttpAppOptions } from './http/app.js';
import type { ServiceRuntime } from './service-module.js';
import type { Task } from './tasks.js';
import { databaseTaskLeases, type TaskLeases } from './task-lease.js';
import { uploadRequestTimeoutMs } from '@local-seo/contracts';

export type { DbOrTx, Transact, TransactOptions, TxOf } from './events/transactional-outbox.js';

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
  transact: Transact<Db>;
  /** The database's address, for work that connects on its own (an import in a worker thread). */
  readonly databaseUrl: string;
  /** Nudges the outbox relay after events were committed on another connection (a worker thread's transaction). */
  outboxWritten(): void;
  /** Who does each scheduled run among the service's replicas (cronTask's `leases`). */
  readonly leases: TaskLeases;
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
  /**
   * Its HTTP setup where it differs from a service's: the gateway is the public edge, and is ready
   * while it runs (a service that is down degrades what needs it, it never makes the gateway unready).
   */
  http?: Partial<Omit<HttpAppOptions, 'logger'>>;
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
  const { transact, outboxWritten, relay } = await openTransactionalOutbox({
    name: definition.name,
    db,
    bus: runtime.bus,
    logger,
    pollIntervalMs: definition.outboxPollIntervalMs ?? 1000,
  });
  const context: ServiceContext<Db> = {
    name: definition.name,
    logger,
    db,
    bus: runtime.bus,
    transact,
    databaseUrl: runtime.databaseUrl,
    outboxWritten,
    leases: databaseTaskLeases(db),
  };

  const app = createHttpApp({
    logger,
    // Ready while its own database answers; the bus may be away (the outbox keeps the events).
    readiness: {
      database: async () => {
        await db.$queryRawUnsafe('SELECT 1');
        return true;
      },
    },
    dependencies: { bus: () => runtime.bus.isReady() },
    ...definition.http,
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
