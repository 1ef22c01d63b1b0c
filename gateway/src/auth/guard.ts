import { timingSafeEqual } from 'node:crypto';
import { csrfHeaderName, isWriteMethod, roleAllows, type StaffRole } from '@local-seo/contracts';
import { forbidden, unauthorized } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * A staff route's door: no session answers 401, a role below the route's 403, and a
 * write without the session's CSRF token in the x-csrf-token header 403.
 */
async function requireStaff(request: FastifyRequest, sessions: SessionStore, needed: StaffRole): Promise<AdminSession> {
  const session = await sessionOf(request, sessions);
  if (!session) throw unauthorized('Admin session required: log in at /admin first');
  if (!roleAllows(session.role, needed)) throw forbidden(`Your role (${session.role}) cannot ${needed === 'viewer' ? 'see this' : 'change data'}`);
  if (isWriteMethod(request.method)) {
    const header = request.headers[csrfHeaderName];
    if (typeof header !== 'string' || !sameToken(header, session.csrfToken)) {
      throw forbidden('Missing or invalid CSRF token: send the x-csrf-token header from your login');
    }
  }
  return session;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of a staff route's request, once its door let it in. */
    staffSession?: AdminSession;
  }
}

/**
 * Every route's access, from its declaration (route config `access`), enforced in
 * one place before the body is read: the gateway's own routes and every route it
 * passes on alike.
 */
export function enforceAccess(app: FastifyInstance, sessions: SessionStore): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    request.staffSession = await requireStaff(request, sessions, access);
  });
}

