import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@local-seo/contracts';
import type { ExpiringMap } from './expiring-map.js';

export interface AdminSession {
  id: string;
  csrfToken: string;
  expiresAt: number;
  /** Whose session: the staff account's id (sessions made before accounts existed have none and are not taken). */
  userId: number;
  /** The account's session epoch at sign-in: a password changed since ends the session. */
  epoch: number;
  /** The role at sign-in; the guard answers with the account's current one (guard.ts). */
  role: StaffRole;
}

const token = () => randomBytes(32).toString('base64url');

/**
 * Admin sessions, shared by the gateway's replicas through the map. A login always
 * makes a new session id (no fixation); logout and expiry end it.
 */
export class SessionStore {
  constructor(
    private readonly sessions: ExpiringMap<AdminSession>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async create(user: { id: number; role: StaffRole; sessionEpoch: number }): Promise<AdminSession> {
    const session = { id: token(), csrfToken: token(), expiresAt: this.now() + this.ttlMs, userId: user.id, epoch: user.sessionEpoch, role: user.role };
    await this.sessions.set(session.id, session);
    return session;
  }

  async get(id: string | undefined): Promise<AdminSession | undefined> {
    if (!id) return undefined;
    const session = await this.sessions.get(id);
    return session && session.expiresAt > this.now() && typeof session.userId === 'number' ? session : undefined;
  }

  /** Keeps this session signed in across its own account's password change. */
  async renew(session: AdminSession, epoch: number): Promise<void> {
    await this.sessions.set(session.id, { ...session, epoch });
  }

  async destroy(id: string): Promise<void> {
    await this.sessions.delete(id);
  }
}
