export * from './postgres.js';
export * from './nats.js';
export * from './docker.js';
export * from './context.js';
export * from './pg-db.js';
export * from './tcp-proxy.js';
export * from './nats-isolation.js';
