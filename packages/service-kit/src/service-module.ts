import { fileURLToPath } from 'node:url';
import type { PrismaPg } from '@prisma/adapter-pg';
import type { TransactionalDb } from './db/sql-client.js';
import type { EventBus } from './events/bus.js';
import type { Logger } from './logger.js';
import { createService, type Service, type ServiceContext, type ServiceParts } from './service.js';

/** What every service is started with, standalone or in the all-in-one launcher. */
export interface ServiceRuntime {
  databaseUrl: string;
  bus: EventBus;
  logger: Logger;
}

export interface Listening {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

/** Where a service's Prisma schema and migrations live, from its src/ or dist/ alike. */
export function prismaPathsOf(appModuleUrl: string) {
  return {
    schemaPath: fileURLToPath(new URL('../prisma/schema.prisma', appModuleUrl)),
    migrationsDir: fileURLToPath(new URL('../prisma/migrations', appModuleUrl)),
  };
}

/** A service's database: its schema and migrations beside `appModuleUrl`, and its generated client. */
export interface PrismaDatabase<Db extends TransactionalDb<any>> {
  schemaPath: string;
  migrationsDir: string;
  connect(adapter: PrismaPg): Db;
}

/** `prismaDatabase(import.meta.url, PrismaClient)`, from a service's app.ts. */
export function prismaDatabase<Db extends TransactionalDb<any>>(
  appModuleUrl: string,
  Client: new (options: { adapter: PrismaPg }) => Db,
): PrismaDatabase<Db> {
  return { ...prismaPathsOf(appModuleUrl), connect: (adapter) => new Client({ adapter }) };
}

/**
 * What a service offers whoever runs it (its own server.ts and migrate.ts, the
 * all-in-one launcher, tests): its name and port, its settings read from the
 * environment as camelCase options, its database, and how to make it.
 */
export interface ServiceModule<Options, S extends Listening = Listening> {
  /** Also the `source` of its events and the first token of their subjects. */
  name: string;
  /** Where it listens when it runs alone (PORT overrides it). */
  defaultPort: number;
  /** Its own settings, validated (a bad one stops the start naming it), flags already booleans. */
  optionsFromEnv(env: NodeJS.ProcessEnv): Options;
  /** Its schema and migrations (the migration Job applies them). */
  database: { schemaPath: string; migrationsDir: string };
  create(runtime: ServiceRuntime, options: Options): Promise<S>;
}

/** What a service is, for whoever runs it: its module without `create`, its database with its client. */
export type ServiceIdentity<Options, Db extends TransactionalDb<any>> = Omit<ServiceModule<Options>, 'create' | 'database'> & {
  database: PrismaDatabase<Db>;
};

/**
 * Declares a service once, in its app.ts: what it is, then `build`, which makes
 * its parts from its context and options (one place that shows what the service
 * is). `create(runtime, options)` makes it with `createService`.
 */
export function defineService<Options, Db extends TransactionalDb<any>, Parts extends ServiceParts>(
  identity: ServiceIdentity<Options, Db>,
  build: (context: ServiceContext<Db>, options: Options) => Parts | Promise<Parts>,
): ServiceModule<Options, Service<Db, Parts>> {
  const { name, database } = identity;
  return {
    ...identity,
    create: (runtime, options) => createService({ name, runtime, database, build: (context) => build(context, options) }),
  };
}
