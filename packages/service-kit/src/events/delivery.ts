import { eventEnvelopeSchema, type EventEnvelope } from '@local-seo/contracts';
import { PermanentEventError, type ConsumerOptions, type DeadLetter } from './bus.js';
import { errorMessage } from './logger.js';

export const defaultMaxDeliver = 5;
export const defaultRetryDelayMs = 1000;

/** What a bus does with a delivery after the handler ran: the same rules on every bus. */
export type Outcome = { kind: 'ack' } | { kind: 'retry'; error: string } | { kind: 'dead'; error: string };

export function isPermanent(err: unknown): boolean {
  // By name too: a second copy of this module (another bundle) has its own class.
  return err instanceof PermanentEventError || (err instanceof Error && err.name === 'PermanentEventError');
}

/**
 * Validates the envelope and runs the handler. An envelope that fails validation, a
 * PermanentEventError, or the last allowed delivery failing means dead letter; a delivery
 * past maxDeliver (the process died while handling it before) is dead-lettered unhandled.
 */
export async function runDelivery(options: ConsumerOptions, body: unknown, deliveryCount: number): Promise<Outcome> {
  const maxDeliver = options.maxDeliver ?? defaultMaxDeliver;
  if (deliveryCount > maxDeliver) return { kind: 'dead', error: `maxDeliver (${maxDeliver}) exceeded without a result` };
  const parsed = eventEnvelopeSchema.safeParse(body);
  if (!parsed.success) return { kind: 'dead', error: `Invalid event envelope: ${parsed.error.message}` };
  try {
    await options.handler({ event: parsed.data as EventEnvelope, deliveryCount });
    return { kind: 'ack' };
  } catch (err) {
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
