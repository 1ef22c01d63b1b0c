import { eventCatalogue, eventEnvelopeSchema, type EventDefinition, type EventEnvelope } from '@local-seo/contracts';
import type { SqlClient } from '../db/sql-client.js';

const catalogue = new Map<string, EventDefinition>(eventCatalogue.map((d) => [d.type, d as EventDefinition]));

/**
 * Writes events to the outbox in the caller's transaction: they are published if and
 * only if the change commits. Validates them first (the catalogue's schema when the type
 * is in it), so a bad event fails the change instead of being retried forever.
 */
export async function enqueueEvents(tx: SqlClient, events: readonly EventEnvelope[]): Promise<void> {
  if (events.length === 0) return;
  const params: unknown[] = [];
  const rows = events.map((event, i) => {
    const valid = catalogue.get(event.type)?.parse(event) ?? eventEnvelopeSchema.parse(event);
    params.push(valid.id, valid.type, JSON.stringify(valid));
    return `($${i * 3 + 1}::uuid, $${i * 3 + 2}, $${i * 3 + 3}::jsonb)`;
  });
  await tx.$executeRawUnsafe(`INSERT INTO service_kit.outbox (id, type, payload) VALUES ${rows.join(', ')}`, ...params);
}
