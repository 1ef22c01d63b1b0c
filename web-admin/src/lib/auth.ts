import { gatewayRoutes } from '@local-seo/contracts';
import { useSyncExternalStore } from 'react';
import { requestOnce } from './api';
import { sessionStore, type SessionState } from './session';

/** The session, re-rendering on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/**
 * POST /api/admin/login. Without an e-mail the password is the first owner's.
 * Throws ApiError: 401 wrong e-mail or password (or a disabled account), 429 too
 * many failed attempts, 400 empty password or a malformed e-mail.
 */
export async function login(password: string, email?: string): Promise<void> {
  const answer = await requestOnce(gatewayRoutes.login, { body: { email, password } });
  sessionStore.activate(answer.csrfToken, answer.user);
}

/** Who is signed in and what their role lets them do. */
export function useStaffUser() {
  const { user } = useSession();
  return {
    user,
    isOwner: user?.role === 'owner',
    /** Why this member of staff cannot change data, or undefined when they can. */
    readOnlyReason: user?.role === 'viewer' ? 'Your role (viewer) cannot change data' : undefined,
  };
}

/** POST /api/admin/logout; the panel closes even when the server had already forgotten the session. */
export async function logout(): Promise<void> {
  try {
    await requestOnce(gatewayRoutes.logout, {});
  } catch {
    // Already gone on the server (restart, expiry): logged out all the same.
  } finally {
    sessionStore.end();
  }
}
