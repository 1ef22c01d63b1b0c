import { expect } from 'vitest';
import type { TestStack } from '../../src/testing.js';

/** What an admin's requests carry: the session cookie, and the CSRF token writes send back. */
export interface AdminSession {
  cookie: string;
  csrfToken: string;
}

/** Signs in at the stack's gateway with its admin password, as the admin app does. */
export async function adminSession(stack: TestStack): Promise<AdminSession> {
  const response = await fetch(`${stack.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: stack.adminPassword }),
  });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('admin_session='))!;
  return { cookie: session.split(';')[0]!, csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken };
}
