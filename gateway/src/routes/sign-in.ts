import { gatewayRoutes, type SessionUser } from '@local-seo/contracts';
import { HttpError, serve } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffAccount, StaffDirectory } from '../data/staff-directory.js';
import { accountOf, sessionCookieName, sessionOf } from '../auth/guard.js';
import type { BoundedQueue } from '../auth/bounded-queue.js';
import { deviceCookieAccount, deviceCookieOf, issueDeviceCookie, setDeviceCookie, verifyDeviceCookie } from '../auth/device-cookie.js';
import type { LimitScope, LoginAttempt, LoginLimiter } from '../auth/login-limiter.js';
import type { SessionStore } from '../auth/sessions.js';

interface AdminAuthOptions {
  sessions: SessionStore;
  limiter: LoginLimiter;
  /** Where password checks wait their turn (a few at a time; sign-in has a lane of its own). */
  passwordChecks: BoundedQueue<'signIn' | 'account'>;
  staff: StaffDirectory;
  /** Whose password a sign-in without an e-mail is (the first owner: ADMIN_EMAIL, or the one made with a generated e-mail). */
  firstOwnerEmail: string;
  /** Checks a candidate against an argon2id hash; with no hash (no such account), against a stand-in, in the same time. */
  verifyPassword: (hash: string | undefined, candidate: string) => Promise<boolean>;
  sessionTtlSeconds: number;
  cookieSecure: 'auto' | 'true' | 'false';
}

/** Login, session and logout (docs/decisions.md, decisions 1 and 14). */
export function registerAdminAuthRoutes(app: FastifyInstance, options: AdminAuthOptions): void {
  const { sessions, limiter } = options;
  const secure = (request: FastifyRequest) =>
    options.cookieSecure === 'auto' ? request.protocol === 'https' : options.cookieSecure === 'true';

  serve(app, gatewayRoutes.login, async ({ body, request, reply }) => {
    const email = body.email ?? options.firstOwnerEmail;
    const cookie = deviceCookieOf(request);
    let account: StaffAccount | null | undefined;
    let attempt: LoginAttempt = { address: request.ip, account: email };
    // A device cookie is read only when it names the account tried: it is that account's key that checks it.
    if (deviceCookieAccount(cookie) === email.toLowerCase()) {
      account = await options.staff.findByEmail(email);
      const device = account && !account.disabled ? verifyDeviceCookie(cookie, account) : undefined;
      if (device) attempt = { device };
    }
    const gate = await limiter.reserve(attempt);
    if (!gate.allowed) throw tooManyAttempts(gate.scope, gate.retryAfterSeconds);
    let correct: boolean;
    try {
      account ??= await options.staff.findByEmail(email);
      const passwordHash = account?.passwordHash;
      // An unknown or disabled account is checked all the same: the answer's time tells nothing.
      correct = await options.passwordChecks.run('signIn', () => options.verifyPassword(passwordHash, body.password));
    } catch (err) {
      await limiter.withdraw(attempt); // never judged (the checks were busy): it counts for nothing
      throw err;
    }
    // A disabled account answers as a wrong password does, and counts as one: the answer never confirms a password.
    if (!account || !correct || account.disabled) throw new HttpError(401, body.email === undefined ? 'Invalid password' : 'Invalid e-mail or password');
    await limiter.succeeded(attempt);
    // A new session id at every login: a planted cookie can never become a session.
    const previous = await sessionOf(request, sessions);
    if (previous) await sessions.destroy(previous.id);
    const session = await sessions.create(account);
    setSessionCookie(reply, session.id, options.sessionTtlSeconds, secure(request));
    // This browser is now a known device of the account (docs/decisions.md, decision 14), with a count of its own.
    setDeviceCookie(reply, issueDeviceCookie(account), secure(request));
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

function tooManyAttempts(scope: LimitScope, retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const where = {
    device: ' from this browser',
    address: '',
    account: ' for this account from browsers that have not signed in to it before',
    site: ' on this site just now from browsers that have not signed in before',
  }[scope];
  return new HttpError(429, `Too many failed login attempts${where}. Try again in ${minutes} minute(s).`).retryAfter(retryAfterSeconds);
}
