import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './versioned-cache.js';

/** Whether an If-None-Match header (one etag, a list, or *) names this etag. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Answers a cached JSON text with its etag, or 304 when the caller has it; callers revalidate each time. */
export function sendVersioned<T>(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<T>): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
