import { loginResponseSchema, type LoginResponse } from '@local-seo/contracts';
import { useSyncExternalStore } from 'react';
import { requestOnce } from './api';
import { sessionStore, type SessionState } from './session';

/** The session, re-rendering on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/**
 * POST /api/admin/login. Throws ApiError: 401 wrong password, 429 too many
 * failed attempts, 400 empty password.
 */
export async function login(password: string): Promise<void> {
  const answer = await requestOnce<LoginResponse>('POST', '/api/admin/login', { password });
  sessionStore.activate(loginResponseSchema.parse(answer).csrfToken);
}

/** POST /api/admin/logout; the panel closes even when the server had already forgotten the session. */
export async function logout(): Promise<void> {
  try {
    await requestOnce('POST', '/api/admin/logout');
  } catch {
    // Already gone on the server (restart, expiry): logged out all the same.
  } finally {
    sessionStore.end();
  }
}
