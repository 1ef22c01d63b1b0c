export * from './postgres.js';
export * from './nats.js';
export * from './docker.js';
export * from './context.js';
