import { allEvents, eventEnvelopeSchema, type EventDefinition, type EventEnvelope } from '@local-seo/contracts';
import type { SqlClient } from '../db/sql-client.js';
import { requestOriginOf, type RequestOrigin } from '../http/request-context.js';
import { traceparentOf } from '../observability/tracing.js';

const definitions = new Map<string, EventDefinition>(allEvents.map((d) => [d.type, d as EventDefinition]));

/**
 * Writes events to the outbox in the caller's transaction: they are published if and
 * only if the change commits. Validates them first (its schema in allEvents when the type
 * is in it), so a bad event fails the change instead of being retried forever. An event
 * without a traceparent gets `traceparent` (by default the active span's): emitted inside a
 * traced request, its consumers continue that trace. Likewise an event emitted while a request
 * is handled gets that request's id and actor (`origin`, by default the request being handled):
 * who made the change travels with it, for the audit trail.
 */
export async function enqueueEvents(
  tx: SqlClient,
  events: readonly EventEnvelope[],
  traceparent = traceparentOf(),
  origin: RequestOrigin | undefined = requestOriginOf(),
): Promise<void> {
  if (events.length === 0) return;
  const params: unknown[] = [];
  const rows = events.map((event, i) => {
    const traced = withOrigin(traceparent && !event.traceparent ? { ...event, traceparent } : event, origin);
    const valid = definitions.get(event.type)?.parse(traced) ?? eventEnvelopeSchema.parse(traced);
    params.push(valid.id, valid.type, JSON.stringify(valid));
    return `($${i * 3 + 1}::uuid, $${i * 3 + 2}, $${i * 3 + 3}::jsonb)`;
  });
  await tx.$executeRawUnsafe(`INSERT INTO service_kit.outbox (id, type, payload) VALUES ${rows.join(', ')}`, ...params);
}

function withOrigin(event: EventEnvelope, origin: RequestOrigin | undefined): EventEnvelope {
  if (!origin || event.requestId) return event;
  return { ...event, requestId: origin.requestId, ...(origin.actor && !event.actor ? { actor: origin.actor } : {}) };
}
