export * from './admin-client.js';
export * from './log-buffer.js';
export * from './nats-process.js';
export * from './node-process.js';
export * from './postgres-process.js';
export * from './system.js';
export * from './wait.js';
