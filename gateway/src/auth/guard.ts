import { timingSafeEqual } from 'node:crypto';
import { csrfHeaderName, isWriteMethod, roleAllows, type StaffRole } from '@local-seo/contracts';
import { forbidden, unauthorized } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffAccount, StaffDirectory } from '../data/staff-directory.js';
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
 * The session's account as it is now, or undefined when the session no longer holds
 * (its account disabled or gone, or its password changed since): such a session is
 * ended here. The account is read by primary key on every staff request rather than
 * kept in the session, so that disabling an account or changing its role applies at
 * its next request on every replica: the sessions live in a shared expiring map (NATS
 * KV) with no index by account to find and rewrite them, and staff requests are few.
 */
export async function accountOf(session: AdminSession, sessions: SessionStore, staff: StaffDirectory): Promise<StaffAccount | undefined> {
  const account = await staff.findById(session.userId);
  if (account && !account.disabled && account.sessionEpoch === session.epoch) return account;
  await sessions.destroy(session.id);
  return undefined;
}

/** What a role may not do, in the words the 403 answers. */
const refusal = (role: StaffRole, needed: StaffRole) =>
  needed === 'owner' ? `Your role (${role}) cannot manage staff accounts` : needed === 'editor' ? `Your role (${role}) cannot change data` : `Your role (${role}) cannot see this`;

/**
 * A staff route's door: no session answers 401, a role below the route's 403, and a
 * write without the session's CSRF token in the x-csrf-token header 403.
 */
async function requireStaff(request: FastifyRequest, sessions: SessionStore, staff: StaffDirectory, needed: StaffRole): Promise<AdminSession> {
  const session = await sessionOf(request, sessions);
  if (!session) throw unauthorized('Admin session required: log in at /admin first');
  const account = await accountOf(session, sessions, staff);
  if (!account) throw unauthorized('Your session has ended (your account was disabled or its password changed): sign in again');
  if (!roleAllows(account.role, needed)) throw forbidden(refusal(account.role, needed));
  if (isWriteMethod(request.method)) {
    const header = request.headers[csrfHeaderName];
    if (typeof header !== 'string' || !sameToken(header, session.csrfToken)) {
      throw forbidden('Missing or invalid CSRF token: send the x-csrf-token header from your login');
    }
  }
  request.staffAccount = account;
  return session;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of a staff route's request, once its door let it in. */
    staffSession?: AdminSession;
    /** Its account, as read at the door (role and all). */
    staffAccount?: StaffAccount;
  }
}

/**
 * Every route's access, from its declaration (route config `access`), enforced in
 * one place before the body is read: the gateway's own routes and every route it
 * passes on alike.
 */
export function enforceAccess(app: FastifyInstance, sessions: SessionStore, staff: StaffDirectory): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    request.staffSession = await requireStaff(request, sessions, staff, access);
  });
}

