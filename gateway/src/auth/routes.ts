import { gatewayRoutes } from '@local-seo/contracts';
import { HttpError, serve } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName, sessionOf } from './guard.js';
import type { BoundedQueue } from './bounded-queue.js';
import type { LoginLimiter } from './login-limiter.js';
import type { SessionStore } from './sessions.js';

interface AdminAuthOptions {
  sessions: SessionStore;
  limiter: LoginLimiter;
  /** Where password checks wait their turn (a few at a time). */
  passwordChecks: BoundedQueue;
  verifyPassword: (candidate: string) => Promise<boolean>;
  sessionTtlSeconds: number;
  cookieSecure: 'auto' | 'true' | 'false';
}

/** Login, session and logout (docs/decisions.md, decision 1). */
export function registerAdminAuthRoutes(app: FastifyInstance, options: AdminAuthOptions): void {
  const { sessions, limiter } = options;
  const secure = (request: FastifyRequest) =>
    options.cookieSecure === 'auto' ? request.protocol === 'https' : options.cookieSecure === 'true';

  serve(app, gatewayRoutes.login, async ({ body: { password }, request, reply }) => {
    const gate = await limiter.reserve(request.ip);
    if (!gate.allowed) throw tooManyAttempts(gate.scope, gate.retryAfterSeconds);
    let correct: boolean;
    try {
      correct = await options.passwordChecks.run(() => options.verifyPassword(password));
    } catch (err) {
      await limiter.withdraw(request.ip); // never judged (the checks were busy): it counts for nothing
      throw err;
    }
    if (!correct) throw new HttpError(401, 'Invalid password');
    await limiter.succeeded(request.ip);
    // A new session id at every login: a planted cookie can never become a session.
    const previous = await sessionOf(request, sessions);
    if (previous) await sessions.destroy(previous.id);
    const session = await sessions.create('owner'); // the one admin of the configured password
    setSessionCookie(reply, session.id, options.sessionTtlSeconds, secure(request));
    return { csrfToken: session.csrfToken };
  });

  serve(app, gatewayRoutes.session, async ({ request }) => {
    const session = await sessionOf(request, sessions);
    return session ? { authenticated: true as const, csrfToken: session.csrfToken } : { authenticated: false as const };
  });

  serve(app, gatewayRoutes.logout, async ({ request, reply }) => {
    await sessions.destroy(request.staffSession!.id);
    setSessionCookie(reply, '', 0, secure(request));
  });
}

function setSessionCookie(reply: FastifyReply, value: string, maxAgeSeconds: number, secure: boolean): void {
  reply.setCookie(sessionCookieName, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

function tooManyAttempts(scope: 'address' | 'site', retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const message =
    scope === 'address'
      ? `Too many failed login attempts. Try again in ${minutes} minute(s).`
      : `Too many failed login attempts on this site just now. Try again in ${minutes} minute(s).`;
  return new HttpError(429, message).retryAfter(retryAfterSeconds);
}
