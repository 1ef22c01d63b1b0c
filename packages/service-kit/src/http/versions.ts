import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { badIfMatchMessage, etagOf, ifMatchVersion, type Actor } from '@local-seo/contracts';
import { badRequest, preconditionFailed, type HttpError } from './errors.js';
import { actorOf } from './request-context.js';

/**
 * What a staff write of a versioned record carries beside its body
 * (packages/contracts/src/http/versions.ts): the version it was based on (If-Match;
 * none from a script: the last writer wins) and who made it (the gateway's actor
 * header; none on a call that did not come through the gateway).
 */
export interface VersionedWrite {
  expectedVersion?: number;
  actor?: Actor;
}

export function versionedWriteOf(headers: IncomingHttpHeaders): VersionedWrite {
  const expected = ifMatchVersion(headers['if-match']);
  if (expected === null) throw badRequest(badIfMatchMessage);
  const actor = actorOf(headers);
  return { ...(expected !== undefined ? { expectedVersion: expected } : {}), ...(actor ? { actor } : {}) };
}

/**
 * A versioned record's answer (a read, or a write's result) with its version as the ETag: sent
 * back in If-Match, it refuses a change based on an older one. No-cache: a browser asks again
 * each time rather than edit a copy it kept.
 */
export function withVersionTag<T extends { version: number }>(reply: FastifyReply, record: T): T {
  reply.header('etag', etagOf(record.version)).header('cache-control', 'no-cache');
  return record;
}

/**
 * The 412 of a write based on an older version: the record as it is now, and its ETag. `what`
 * names one record ('product': 'This product changed…'), or `{ plural }` a record kept as
 * several ('SEO settings': 'These SEO settings changed…').
 */
export function staleWrite(what: string | { plural: string }, current: { version: number }, expected: number | undefined): HttpError {
  const [subject, it] = typeof what === 'string' ? [`This ${what}`, 'it'] : [`These ${what.plural}`, 'them'];
  return preconditionFailed(
    `${subject} changed since you loaded ${it} (now version ${current.version}, yours ${expected ?? 'none'}): reload ${it}, or apply your change on top`,
    current,
    etagOf(current.version),
  );
}
