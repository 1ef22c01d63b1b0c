export * from './bus.js';
export { createInProcessBus, type InProcessBusOptions } from './in-process-bus.js';
export { createNatsBus, type NatsBusOptions } from './nats-bus.js';
export { ensureEventTables } from './tables.js';
export { enqueueEvents } from './outbox.js';
export { createOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from './outbox-relay.js';
export { subscribeToEvents, type EnvelopeOf, type EventSubscription } from './inbox.js';
export { silentLogger, type EventLogger, type EventLogFn } from './logger.js';
