import { auditEntities, type AuditEntity } from '@local-seo/contracts';

/** The Audit tab's filters, as they stand in its URL (/admin/audit?actor=&entity=&from=&to=). */
export interface AuditFilters {
  actor?: string;
  entity?: AuditEntity;
  from?: string;
  to?: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The filters a URL's search names; what cannot be a filter is left out rather than refused. */
export function auditFiltersOf(search: Record<string, unknown>): AuditFilters {
  const actor = text(search.actor);
  const entity = auditEntities.find((name) => name === search.entity);
  const from = text(search.from);
  const to = text(search.to);
  return {
    ...(actor ? { actor } : {}),
    ...(entity ? { entity } : {}),
    ...(from && day.test(from) ? { from } : {}),
    ...(to && day.test(to) ? { to } : {}),
  };
}

/** The API's query for one page of these filters. */
export const auditQuery = (filters: AuditFilters, cursor?: string): AuditFilters & { cursor?: string } => ({ ...filters, ...(cursor ? { cursor } : {}) });

/** An entry's change in a line: "price: 40.00 → 45.00", the created record's name, or the ids touched. */
export function describeSummary(summary: Record<string, unknown>): string {
  const show = (value: unknown) => (value === null || value === undefined || value === '' ? '(empty)' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  const before = summary.before as Record<string, unknown> | undefined;
  const after = summary.after as Record<string, unknown> | undefined;
  if (before && after) return Object.keys(after).map((field) => `${field}: ${show(before[field])} → ${show(after[field])}`).join('; ');
  const rest = Object.entries(summary).filter(([key]) => key !== 'name' && key !== 'after' && key !== 'before');
  const name = typeof summary.name === 'string' ? summary.name : undefined;
  return [name, ...rest.map(([key, value]) => `${key}: ${show(value)}`)].filter(Boolean).join('; ');
}
