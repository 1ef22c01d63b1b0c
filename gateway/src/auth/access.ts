import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import type { StaffDirectory } from '../data/staff-directory.js';
import { registerAdminAuthRoutes } from '../routes/sign-in.js';
import { registerStaffRoutes } from '../routes/staff.js';
import { BoundedQueue } from './bounded-queue.js';
import type { ExpiringMapFactory } from './expiring-map.js';
import { enforceAccess } from './guard.js';
import { LoginLimiter, type Failures } from './login-limiter.js';
import { createPasswordVerifier } from './password.js';
import { SessionStore, type AdminSession } from './sessions.js';

interface StaffAccessOptions {
  config: GatewayConfig;
  staff: StaffDirectory;
  /** Where the sessions and the failed logins live (shared by the replicas, or this process's memory). */
  sharedMaps: ExpiringMapFactory;
  firstOwnerEmail: string;
}

/**
 * The door and what staff do at it: the sessions and failed logins (closed with the app), the
 * access hook every request passes, sign-in and the staff accounts' routes. The limiter is
 * given back: the proxy counts a refused write's failures with it.
 */
export async function openStaffAccess(app: FastifyInstance, { config, staff, sharedMaps, firstOwnerEmail }: StaffAccessOptions): Promise<{ limiter: LoginLimiter }> {
  const sessionTtlMs = config.SESSION_TTL_MINUTES * 60_000;
  const loginWindowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
  const sessionMap = await sharedMaps<AdminSession>('sessions', sessionTtlMs);
  const failureMap = await sharedMaps<Failures>('login_failures', loginWindowMs);
  app.addHook('onClose', async () => {
    await sessionMap.close();
    await failureMap.close();
  });
  const sessions = new SessionStore(sessionMap, sessionTtlMs);
  enforceAccess(app, sessions, staff);
  // Two argon2id checks at once; one of them is sign-in's alone: changing and setting passwords cannot take both (docs/decisions.md, decision 14).
  const passwordChecks = new BoundedQueue(2, {
    signIn: { maxRunning: 2, maxWaiting: 8, busyMessage: 'Sign-in is busy right now; please try again in a few seconds.' },
    account: { maxRunning: 1, maxWaiting: 4, busyMessage: 'Password checks are busy right now; please try again in a few seconds.' },
  });
  const verifyPassword = await createPasswordVerifier();
  const limiter = new LoginLimiter(failureMap, {
    perAddress: config.LOGIN_MAX_FAILURES,
    perAccount: config.LOGIN_MAX_FAILURES_ACCOUNT,
    site: config.LOGIN_MAX_FAILURES_SITE,
    perDevice: config.LOGIN_MAX_FAILURES,
    windowMs: loginWindowMs,
  });
  registerAdminAuthRoutes(app, {
    sessions,
    limiter,
    passwordChecks,
    staff,
    firstOwnerEmail,
    verifyPassword,
    sessionTtlSeconds: config.SESSION_TTL_MINUTES * 60,
    cookieSecure: config.COOKIE_SECURE,
  });
  registerStaffRoutes(app, {
    staff,
    sessions,
    passwordChecks,
    verifyPassword,
    limiter,
    passwordChangeLimits: { perAccount: config.LOGIN_MAX_FAILURES, windowMs: loginWindowMs },
  });
  return { limiter };
}
