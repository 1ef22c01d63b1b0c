import { gatewayRoutes } from '@local-seo/contracts';
import { HttpError, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { BoundedQueue } from '../auth/bounded-queue.js';
import type { LoginLimiter } from '../auth/login-limiter.js';
import { hashPassword } from '../auth/password.js';
import type { SessionStore } from '../auth/sessions.js';
import { publicStaffUser, type StaffDirectory } from '../data/staff-directory.js';

interface StaffRoutesOptions {
  staff: StaffDirectory;
  sessions: SessionStore;
  /** Where hashing and checking passwords wait their turn (the sign-in's queue, in a lane that leaves sign-in its share: argon2id is heavy). */
  passwordChecks: BoundedQueue<'signIn' | 'account'>;
  verifyPassword: (hash: string | undefined, candidate: string) => Promise<boolean>;
  /** The sign-in's shared counts, which also count wrong current passwords (docs/decisions.md, decision 14). */
  limiter: LoginLimiter;
  /** Wrong current passwords per account in the sliding window. */
  passwordChangeLimits: { perAccount: number; windowMs: number };
}

/** How long a password change holds its session's turn at most (its replica may die before it gives the turn back). */
const changeTurnMs = 60_000;

/**
 * The staff accounts: the owner lists, adds and changes them; anyone signed in changes
 * their own password. Access is the routes' own (owner, viewer), enforced at the door.
 */
export function registerStaffRoutes(app: FastifyInstance, options: StaffRoutesOptions): void {
  const { staff, sessions, passwordChecks, verifyPassword, limiter, passwordChangeLimits } = options;
  const hash = (password: string) => passwordChecks.run('account', () => hashPassword(password));

  serve(app, gatewayRoutes.listStaff, async () => ({ items: (await staff.list()).map(publicStaffUser) }));

  serve(app, gatewayRoutes.createStaff, async ({ body }) => {
    const account = await staff.create({ email: body.email, name: body.name, role: body.role, passwordHash: await hash(body.password) });
    return publicStaffUser(account);
  });

  serve(app, gatewayRoutes.updateStaff, async ({ params, body }) => {
    const { password, ...rest } = body;
    const account = await staff.update(params.id, { ...rest, ...(password !== undefined ? { passwordHash: await hash(password) } : {}) });
    // A disabled account's sessions, and those from before a password reset, end at their next request (auth/guard.ts).
    return publicStaffUser(account);
  });

  serve(app, gatewayRoutes.changeOwnPassword, async ({ body, request }) => {
    const session = request.staffSession!;
    const account = request.staffAccount!;
    // One change at a time per session, on every replica: a session cannot run argon2id in parallel loops.
    const turn = `password-change-turn:${session.id}`;
    const turnWait = await limiter.take(turn, 1, changeTurnMs);
    if (turnWait > 0) throw new HttpError(429, 'A password change of this session is already under way: wait for its answer, then try again').retryAfter(turnWait);
    try {
      // Wrong current passwords are counted per account like sign-in failures: counted before the check, a right one gives its place back.
      const tries = `password-change:${account.id}`;
      const wait = await limiter.take(tries, passwordChangeLimits.perAccount, passwordChangeLimits.windowMs);
      if (wait > 0) {
        throw new HttpError(429, `Too many wrong current passwords for this account. Try again in ${Math.ceil(wait / 60)} minute(s).`).retryAfter(wait);
      }
      let correct: boolean;
      try {
        correct = await passwordChecks.run('account', () => verifyPassword(account.passwordHash, body.currentPassword));
      } catch (err) {
        await limiter.giveBack(tries); // never judged (the checks were busy)
        throw err;
      }
      if (!correct) throw new HttpError(400, 'The current password is not right');
      await limiter.giveBack(tries);
      if (body.newPassword === body.currentPassword) throw new HttpError(400, 'The new password must differ from the current one');
      const changed = await staff.update(account.id, { passwordHash: await hash(body.newPassword) }, { ownPassword: true });
      // Every other session of the account ends (its epoch moved); this one goes on.
      await sessions.renew(session, changed.sessionEpoch);
    } finally {
      await limiter.release(turn);
    }
  });
}
