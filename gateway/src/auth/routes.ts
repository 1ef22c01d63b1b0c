import { gatewayRoutes, type SessionUser } from '@local-seo/contracts';
import { HttpError, serve } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffAccount, StaffDirectory } from '../staff/directory.js';
import { accountOf, sessionCookieName, sessionOf } from './guard.js';
import type { BoundedQueue } from './bounded-queue.js';
import type { LoginLimiter } from './login-limiter.js';
import type { SessionStore } from './sessions.js';

interface AdminAuthOptions {
  sessions: SessionStore;
  limiter: LoginLimiter;
  /** Where password checks wait their turn (a few at a time). */
  passwordChecks: BoundedQueue;
  staff: StaffDirectory;
  /** Whose password a sign-in without an e-mail is (the first owner: ADMIN_EMAIL). */
  firstOwnerEmail: string;
  /** Checks a candidate against an argon2id hash; with no hash (no such account), against a stand-in, in the same time. */
  verifyPassword: (hash: string | undefined, candidate: string) => Promise<boolean>;
  sessionTtlSeconds: number;
  cookieSecure: 'auto' | 'true' | 'false';
}

/** Login, session and logout (docs/decisions.md, decision 1). */
export function registerAdminAuthRoutes(app: FastifyInstance, options: AdminAuthOptions): void {
  const { sessions, limiter } = options;
  const secure = (request: FastifyRequest) =>
    options.cookieSecure === 'auto' ? request.protocol === 'https' : options.cookieSecure === 'true';

  serve(app, gatewayRoutes.login, async ({ body, request, reply }) => {
    const email = body.email ?? options.firstOwnerEmail;
    const gate = await limiter.reserve(request.ip, email);
    if (!gate.allowed) throw tooManyAttempts(gate.scope, gate.retryAfterSeconds);
    let account: StaffAccount | null;
    let correct: boolean;
    try {
      account = await options.staff.findByEmail(email);
      // An unknown or disabled account is checked all the same: the answer's time tells nothing.
      correct = await options.passwordChecks.run(() => options.verifyPassword(account?.passwordHash, body.password));
    } catch (err) {
      await limiter.withdraw(request.ip, email); // never judged (the checks were busy): it counts for nothing
      throw err;
    }
    if (!account || !correct) throw new HttpError(401, body.email === undefined ? 'Invalid password' : 'Invalid e-mail or password');
    if (account.disabled) throw new HttpError(403, 'This staff account is disabled: ask an owner to enable it');
    await limiter.succeeded(request.ip, email);
    // A new session id at every login: a planted cookie can never become a session.
    const previous = await sessionOf(request, sessions);
    if (previous) await sessions.destroy(previous.id);
    const session = await sessions.create(account);
    setSessionCookie(reply, session.id, options.sessionTtlSeconds, secure(request));
    return { csrfToken: session.csrfToken, user: sessionUser(account) };
  });

  serve(app, gatewayRoutes.session, async ({ request }) => {
    const session = await sessionOf(request, sessions);
    const account = session && (await accountOf(session, sessions, options.staff));
    return session && account
      ? { authenticated: true as const, csrfToken: session.csrfToken, user: sessionUser(account) }
      : { authenticated: false as const };
  });

  serve(app, gatewayRoutes.logout, async ({ request, reply }) => {
    await sessions.destroy(request.staffSession!.id);
    setSessionCookie(reply, '', 0, secure(request));
  });
}

const sessionUser = (account: StaffAccount): SessionUser => ({ id: account.id, email: account.email, name: account.name, role: account.role });

function setSessionCookie(reply: FastifyReply, value: string, maxAgeSeconds: number, secure: boolean): void {
  reply.setCookie(sessionCookieName, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

function tooManyAttempts(scope: 'address' | 'account' | 'site', retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const message =
    scope === 'address'
      ? `Too many failed login attempts. Try again in ${minutes} minute(s).`
      : scope === 'account'
        ? `Too many failed login attempts for this account. Try again in ${minutes} minute(s).`
        : `Too many failed login attempts on this site just now. Try again in ${minutes} minute(s).`;
  return new HttpError(429, message).retryAfter(retryAfterSeconds);
}
