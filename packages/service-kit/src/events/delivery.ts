import { eventEnvelopeSchema, type EventEnvelope } from '@local-seo/contracts';
import { PermanentEventError, type ConsumerOptions, type DeadLetter } from './bus.js';
import { errorMessage } from './logger.js';
import { eventLag, eventsHandled } from '../observability/metrics.js';
import { contextOf, endSpan, SpanKind, startSpan, withSpan } from '../observability/tracing.js';

const defaultMaxDeliver = 5;
export const defaultRetryDelayMs = 1000;

/** What a bus does with a delivery after the handler ran: the same rules on every bus. */
export type Outcome = { kind: 'ack' } | { kind: 'retry'; error: string } | { kind: 'dead'; error: string };

function isPermanent(err: unknown): boolean {
  // By name too: a second copy of this module (another bundle) has its own class.
  return err instanceof PermanentEventError || (err instanceof Error && err.name === 'PermanentEventError');
}

/**
 * Validates the envelope and runs the handler. An envelope that fails validation, a
 * PermanentEventError, or the last allowed delivery failing means dead letter; a delivery
 * past maxDeliver (the process died while handling it before) is dead-lettered unhandled.
 * Counted per consumer by outcome, with the event's lag; traced as a child of the event's
 * traceparent (its publish), with the span active while the handler runs.
 */
export async function runDelivery(options: ConsumerOptions, body: unknown, deliveryCount: number): Promise<Outcome> {
  const outcome = await deliver(options, body, deliveryCount);
  eventsHandled.labels(options.durable, outcomeLabel[outcome.kind]).inc();
  return outcome;
}

const outcomeLabel = { ack: 'handled', retry: 'retried', dead: 'dead_lettered' } as const;

async function deliver(options: ConsumerOptions, body: unknown, deliveryCount: number): Promise<Outcome> {
  const maxDeliver = options.maxDeliver ?? defaultMaxDeliver;
  if (deliveryCount > maxDeliver) return { kind: 'dead', error: `maxDeliver (${maxDeliver}) exceeded without a result` };
  const parsed = eventEnvelopeSchema.safeParse(body);
  if (!parsed.success) return { kind: 'dead', error: `Invalid event envelope: ${parsed.error.message}` };
  const event = parsed.data as EventEnvelope;
  const occurredAt = Date.parse(event.occurredAt);
  eventLag.labels(options.durable).observe(Math.max(0, Date.now() - occurredAt) / 1000);
  const parent = contextOf(event.traceparent);
  const span = startSpan(`${options.durable} process ${event.type}`, SpanKind.CONSUMER, parent, {
    'messaging.operation.type': 'process',
    'messaging.destination.name': event.type,
    'messaging.consumer.group.name': options.durable,
    'messaging.message.id': event.id,
    'local_seo.delivery_count': deliveryCount,
  });
  try {
    await withSpan(span, parent, () => options.handler({ event, deliveryCount }));
    endSpan(span);
    return { kind: 'ack' };
  } catch (err) {
    endSpan(span, err);
    if (isPermanent(err) || deliveryCount >= maxDeliver) return { kind: 'dead', error: errorMessage(err) };
    return { kind: 'retry', error: errorMessage(err) };
  }
}

export function deadLetter(durable: string, subject: string, error: string, deliveryCount: number, event: unknown): DeadLetter {
  return { durable, subject, error, deliveryCount, deadLetteredAt: new Date().toISOString(), event };
}

/** JetStream durable names may not hold '.', '*', '>' or whitespace; the in-process bus keeps the same rule. */
export function assertDurableName(durable: string): void {
  if (!/^[A-Za-z0-9_-]+$/.test(durable)) throw new Error(`Durable name "${durable}" must be letters, digits, '_' or '-'`);
}
