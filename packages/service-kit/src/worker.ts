/**
 * What a worker thread's jobs use (`@local-seo/service-kit/worker`), without the rest of
 * the kit (Fastify, NATS, the tracing SDK...): a thread loads only this, so its first job
 * starts in a fraction of the time.
 */
export * from './offload/define.js';
export * from './offload/transact.js';
export * from './offload/database.js';
export * from './db/pg-connection.js';
export * from './csv/csv-import.js';
export * from './http/errors.js';
