import type { AuditEntity, durableConsumers } from '@local-seo/contracts';
import type { EnvelopeOf } from '@local-seo/service-kit';

/** An event the audit trail takes (durableConsumers.auditTrail). */
export type AuditedEvent = EnvelopeOf<(typeof durableConsumers)['auditTrail']['events'][number]>;

/** What an audit entry records of an event, besides who, when and which request. */
export interface EntryFacts {
  action: string;
  entity: AuditEntity;
  entityId: string | null;
  summary: Record<string, unknown>;
}

/** The one id of a change that touched one record; null when it touched several (an import). */
const single = (ids: readonly number[]) => (ids.length === 1 ? String(ids[0]) : null);

/**
 * What each audited event says of its change: the entity, its id, the verb, and the
 * summary the service put in the event (fields before and after), or else what the
 * event itself tells (the ids touched, the sections changed).
 */
export function entryOf(event: AuditedEvent): EntryFacts {
  switch (event.type) {
    case 'cities.city.created':
      return { action: 'created', entity: 'city', entityId: String(event.data.city.id), summary: event.data.summary ?? { name: event.data.city.cityName } };
    // A move to or from the Trash is its own action, with the city's name (docs/decisions.md, decision 11).
    case 'cities.city.updated':
      return {
        action: event.data.trash ?? 'updated',
        entity: 'city',
        entityId: String(event.data.city.id),
        summary: event.data.summary ?? { name: event.data.city.cityName, changed: event.data.changed },
      };
    case 'catalog.products.changed':
      return { action: event.data.reason, entity: 'product', entityId: single(event.data.productIds), summary: event.data.summary ?? { ids: event.data.productIds } };
    case 'catalog.locations.changed':
      return { action: event.data.reason, entity: 'location', entityId: single(event.data.locationIds), summary: event.data.summary ?? { ids: event.data.locationIds } };
    case 'catalog.taxonomy.changed':
      return { action: event.data.change, entity: 'taxonomy', entityId: `${event.data.kind}:${event.data.name}`, summary: { kind: event.data.kind, name: event.data.name } };
    case 'weather.suggestions.changed':
      return { action: event.data.reason, entity: 'weather-suggestion', entityId: single(event.data.suggestionIds), summary: { ids: event.data.suggestionIds } };
    case 'seo.schema-settings.updated':
      return {
        action: 'updated',
        entity: 'schema-settings',
        entityId: String(event.data.version),
        summary: { changedSections: event.data.changedSections, previousVersion: event.data.previousVersion },
      };
    case 'contractors.directory.changed':
      return {
        action: event.data.reason,
        entity: 'contractors',
        entityId: event.data.contractorIds ? single(event.data.contractorIds) : null,
        summary: event.data.summary ?? { cityIds: event.data.cityIds },
      };
    case 'seo.keywords.changed':
      return { action: event.data.reason, entity: 'keyword', entityId: single(event.data.keywordIds), summary: event.data.summary ?? { ids: event.data.keywordIds } };
    case 'gateway.staff.changed':
      return { action: event.data.changes.join(', '), entity: 'staff', entityId: String(event.data.staffId), summary: event.data.summary };
  }
}
