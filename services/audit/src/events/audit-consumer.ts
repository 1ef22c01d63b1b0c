import { durableConsumers } from '@local-seo/contracts';
import { subscribeToEvents, type Consumer } from '@local-seo/service-kit';
import { entryOf } from '../domain/entry-of.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { Context, Tx } from '../data/db.js';

/**
 * Records each change a member of staff made: every audited event that names an actor
 * (one a task or another service's reaction emitted names none, and is no one's change).
 * The inbox makes a redelivery change nothing; event_id unique says so again in the table.
 */
export function subscribeAuditTrail(ctx: Context): Promise<Consumer> {
  return subscribeToEvents(ctx.bus, ctx.db, {
    durable: durableConsumers.auditTrail.durable,
    events: durableConsumers.auditTrail.events,
    async handle(event, tx: Tx) {
      if (!event.actor) return;
      const facts = entryOf(event);
      await tx.auditEntry.createMany({
        data: [
          {
            at: new Date(event.occurredAt),
            actorId: event.actor.id,
            actorEmail: event.actor.email,
            action: facts.action,
            entity: facts.entity,
            entityId: facts.entityId,
            summary: facts.summary as Prisma.InputJsonObject,
            requestId: event.requestId ?? null,
            eventId: event.id,
            eventType: event.type,
          },
        ],
        skipDuplicates: true,
      });
    },
  });
}
