import { randomBytes } from 'node:crypto';

export interface AdminSession {
  id: string;
  csrfToken: string;
  expiresAt: number;
}

const token = () => randomBytes(32).toString('base64url');

/**
 * Admin sessions held by the gateway. A login always makes a new session id (no
 * fixation); logout and expiry end it.
 */
export class SessionStore {
  private readonly sessions = new Map<string, AdminSession>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  create(): AdminSession {
    this.sweep();
    const session = { id: token(), csrfToken: token(), expiresAt: this.now() + this.ttlMs };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string | undefined): AdminSession | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (session && session.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return undefined;
    }
    return session;
  }

  destroy(id: string): void {
    this.sessions.delete(id);
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, session] of this.sessions) if (session.expiresAt <= now) this.sessions.delete(id);
  }
}
