import { gatewayRoutes, routePath, sessionResponseSchema, type SessionUser } from '@local-seo/contracts';

/**
 * The admin session as the browser knows it. The cookie itself is httpOnly, so
 * the page only holds the CSRF token the server handed out and whether the
 * session still works:
 * - checking: asking GET /api/admin/session at start;
 * - anonymous: nobody logged in (the gate is the whole page);
 * - active: logged in (the panel);
 * - expired: a call answered 401 while the panel was open: the gate shows over
 *   the panel, which stays mounted, and calls wait for the next login.
 */
export type SessionStatus = 'checking' | 'anonymous' | 'active' | 'expired';

export interface SessionState {
  status: SessionStatus;
  csrfToken: string | null;
  /** Who is signed in (their role decides the Staff tab and whether data can be changed); kept while expired. */
  user: SessionUser | null;
}

type Listener = () => void;

let state: SessionState = { status: 'checking', csrfToken: null, user: null };
const listeners = new Set<Listener>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A login (or a session check) succeeded. */
  activate(csrfToken: string, user: SessionUser | null = state.user): void {
    setState({ status: 'active', csrfToken, user });
  },
  /** The server no longer knows the session: an open panel keeps its state behind the gate. */
  expire(): void {
    if (state.status === 'active') setState({ status: 'expired', csrfToken: null, user: state.user });
    else if (state.status === 'checking') setState({ status: 'anonymous', csrfToken: null, user: null });
  },
  /** Logged out: the panel goes away. */
  end(): void {
    setState({ status: 'anonymous', csrfToken: null, user: null });
  },
  /** Resolves with the CSRF token of the next active session (at once when there is one). */
  whenActive(): Promise<string> {
    return new Promise((resolve) => {
      const check = () => {
        if (state.status !== 'active' || state.csrfToken === null) return false;
        resolve(state.csrfToken);
        return true;
      };
      if (check()) return;
      const unsubscribe = sessionStore.subscribe(() => {
        if (check()) unsubscribe();
      });
    });
  },
};

/** Asks the server whether the session cookie still names a session. */
export async function checkSession(): Promise<void> {
  const response = await fetch(routePath(gatewayRoutes.session), { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const session = sessionResponseSchema.parse(await response.json());
  if (session.authenticated) sessionStore.activate(session.csrfToken, session.user);
  else sessionStore.expire();
}
