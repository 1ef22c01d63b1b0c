import { timingSafeEqual } from 'node:crypto';
import { csrfHeaderName } from '@local-seo/contracts';
import { forbidden, unauthorized } from '@local-seo/service-kit';
import type { FastifyRequest } from 'fastify';
import type { AdminSession, SessionStore } from './sessions.js';

export const sessionCookieName = 'admin_session';

export function sessionOf(request: FastifyRequest, sessions: SessionStore): Promise<AdminSession | undefined> {
  return sessions.get(request.cookies[sessionCookieName]);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Decision 1: no session answers 401; a write without the session's CSRF token
 * in the x-csrf-token header answers 403.
 */
export async function requireAdmin(request: FastifyRequest, sessions: SessionStore, write: boolean): Promise<AdminSession> {
  const session = await sessionOf(request, sessions);
  if (!session) throw unauthorized('Admin session required: log in at /admin first');
  if (write) {
    const header = request.headers[csrfHeaderName];
    if (typeof header !== 'string' || !sameToken(header, session.csrfToken)) {
      throw forbidden('Missing or invalid CSRF token: send the x-csrf-token header from your login');
    }
  }
  return session;
}
