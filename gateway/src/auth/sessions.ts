import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@local-seo/contracts';
import type { ExpiringMap } from './expiring-map.js';

export interface AdminSession {
  id: string;
  csrfToken: string;
  expiresAt: number;
  /** What the member of staff may do (sessions made before roles existed were the one admin's: owner). */
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

  async create(role: StaffRole): Promise<AdminSession> {
    const session = { id: token(), csrfToken: token(), expiresAt: this.now() + this.ttlMs, role };
    await this.sessions.set(session.id, session);
    return session;
  }

  async get(id: string | undefined): Promise<AdminSession | undefined> {
    if (!id) return undefined;
    const session = await this.sessions.get(id);
    return session && session.expiresAt > this.now() ? { ...session, role: session.role ?? 'owner' } : undefined;
  }

  async destroy(id: string): Promise<void> {
    await this.sessions.delete(id);
  }
}
