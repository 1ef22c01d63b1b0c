import { auditRangeEnd, auditRangeStart, type AuditEntity, type AuditEntry, type AuditQuery } from '@local-seo/contracts';
import { badRequest, sameTextAnyCase } from '@local-seo/service-kit';
import type { AuditEntry as AuditRow, Prisma } from '../generated/prisma/client.js';
import type { Db } from './db.js';

/** A page's end: the (at, id) of its last entry, as base64url text (opaque to the caller). */
/** Ids are PostgreSQL integers: a larger number names no entry (and must not reach the database). */
const maxId = 2_147_483_647;
const isId = (value: string) => /^\d{1,10}$/.test(value) && Number(value) <= maxId;

const cursorOf = (row: AuditRow) => Buffer.from(`${row.at.toISOString()}|${row.id}`).toString('base64url');

function positionOf(cursor: string): { at: Date; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const position = { at: new Date(at ?? ''), id: Number(id) };
  if (Number.isNaN(position.at.getTime()) || !Number.isInteger(position.id) || position.id < 1 || position.id > maxId) {
    throw badRequest('cursor must be the nextCursor of a previous page', [{ field: 'cursor', message: 'cursor must be the nextCursor of a previous page' }]);
  }
  return position;
}

function whereOf(query: AuditQuery): Prisma.AuditEntryWhereInput {
  const and: Prisma.AuditEntryWhereInput[] = [];
  if (query.actor) and.push(isId(query.actor) ? { actorId: Number(query.actor) } : { actorEmail: sameTextAnyCase(query.actor) });
  if (query.entity) and.push({ entity: query.entity });
  if (query.from) and.push({ at: { gte: auditRangeStart(query.from) } });
  if (query.to) and.push({ at: { lte: auditRangeEnd(query.to) } });
  if (query.cursor) {
    // Keyset: strictly older than the last entry of the previous page, ties broken by id.
    const { at, id } = positionOf(query.cursor);
    and.push({ OR: [{ at: { lt: at } }, { at, id: { lt: id } }] });
  }
  return { AND: and };
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, email: row.actorEmail },
  action: row.action,
  entity: row.entity as AuditEntity,
  entityId: row.entityId,
  summary: row.summary as Record<string, unknown>,
  requestId: row.requestId,
});

/** One page of the audit trail, newest first, and the cursor of the next page (null on the last). */
export async function auditTrailPage(db: Db, query: AuditQuery): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const rows = await db.auditEntry.findMany({
    where: whereOf(query),
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return { items: page.map(toEntry), nextCursor: rows.length > query.limit ? cursorOf(page[page.length - 1]!) : null };
}
