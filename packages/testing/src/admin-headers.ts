/** What inject needs of an app (a Fastify instance: the gateway in a test). */
interface Injectable {
  inject(options: { method: 'POST'; url: string; payload: object }): Promise<{
    statusCode: number;
    cookies: { name: string; value: string }[];
    json(): unknown;
  }>;
}

/** The headers of a signed-in admin's requests: the session cookie, and the CSRF token writes must send. */
export interface AdminHeaders {
  [header: string]: string;
  cookie: string;
  'x-csrf-token': string;
}

/** Signs in at the gateway (by inject) with the admin password; throws when it is refused. */
export async function adminHeaders(gateway: Injectable, password: string): Promise<AdminHeaders> {
  const login = await gateway.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
  const session = login.cookies.find((c) => c.name === 'admin_session');
  if (login.statusCode !== 200 || !session) throw new Error(`Admin login answered ${login.statusCode}`);
  return { cookie: `admin_session=${session.value}`, 'x-csrf-token': (login.json() as { csrfToken: string }).csrfToken };
}
