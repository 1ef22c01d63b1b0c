/** An answer read whole: its status and body (JSON when it is JSON). */
export interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

export async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let json: unknown;
  if (contentType.includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, contentType, text, json };
}

export interface AdminClient {
  /** A request with the admin session and, for writes, its CSRF token. */
  request(method: string, path: string, body?: unknown): Promise<Answer>;
}

/** Signs in at the gateway as the admin does: the session cookie, and the CSRF token sent back on writes. */
export async function adminLogin(gatewayUrl: string, password: string): Promise<AdminClient> {
  const response = await fetch(`${gatewayUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  const answer = await readAnswer(response);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('admin_session='));
  const csrfToken = (answer.json as { csrfToken?: string } | undefined)?.csrfToken;
  if (answer.status !== 200 || !session || !csrfToken) throw new Error(`Admin login failed: ${answer.status} ${answer.text}`);
  const cookie = session.split(';')[0]!;
  return {
    async request(method, path, body) {
      const headers: Record<string, string> = { cookie, 'x-csrf-token': csrfToken };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const reply = await fetch(`${gatewayUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      return readAnswer(reply);
    },
  };
}
