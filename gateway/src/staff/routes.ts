import { gatewayRoutes } from '@local-seo/contracts';
import { HttpError, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { BoundedQueue } from '../auth/bounded-queue.js';
import { hashPassword } from '../auth/password.js';
import type { SessionStore } from '../auth/sessions.js';
import { publicStaffUser, type StaffDirectory } from './directory.js';

interface StaffRoutesOptions {
  staff: StaffDirectory;
  sessions: SessionStore;
  /** Where hashing and checking passwords wait their turn (the sign-in's queue: argon2id is heavy). */
  passwordChecks: BoundedQueue;
  verifyPassword: (hash: string | undefined, candidate: string) => Promise<boolean>;
}

/**
 * The staff accounts: the owner lists, adds and changes them; anyone signed in changes
 * their own password. Access is the routes' own (owner, viewer), enforced at the door.
 */
export function registerStaffRoutes(app: FastifyInstance, { staff, sessions, passwordChecks, verifyPassword }: StaffRoutesOptions): void {
  const hash = (password: string) => passwordChecks.run(() => hashPassword(password));

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
    if (!(await passwordChecks.run(() => verifyPassword(account.passwordHash, body.currentPassword)))) {
      throw new HttpError(400, 'The current password is not right');
    }
    if (body.newPassword === body.currentPassword) throw new HttpError(400, 'The new password must differ from the current one');
    const changed = await staff.update(account.id, { passwordHash: await hash(body.newPassword) }, { ownPassword: true });
    // Every other session of the account ends (its epoch moved); this one goes on.
    await sessions.renew(session, changed.sessionEpoch);
  });
}
