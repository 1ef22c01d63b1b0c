import { createSign } from 'node:crypto';
import { z } from 'zod';

/** The fields of a Google service-account key file (JSON) that signing needs. */
export const serviceAccountSchema = z.object({
  type: z.literal('service_account', 'is not a service-account key (type must be "service_account")'),
  client_email: z.email('client_email must be the service account e-mail'),
  private_key: z.string().includes('PRIVATE KEY', 'private_key must be a PEM private key'),
  private_key_id: z.string().optional(),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});
export type ServiceAccount = z.output<typeof serviceAccountSchema>;

/** Reads a key file's JSON; throws an Error that says what is wrong with it. */
export function parseServiceAccount(json: string): ServiceAccount {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('The Google service-account credentials are not valid JSON');
  }
  const parsed = serviceAccountSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`The Google service-account credentials are invalid: ${issue?.path.join('.') || 'key'} ${issue?.message}`);
  }
  return parsed.data;
}

export interface GoogleTokenSource {
  /** A bearer token for the scopes, fetched when none is held or it is about to expire. */
  accessToken(): Promise<string>;
}

export interface GoogleTokenSourceOptions {
  credentials: ServiceAccount;
  scopes: readonly string[];
  /** Overrides the key file's token_uri (tests point it at a stand-in). */
  tokenUrl?: string;
  timeoutMs?: number;
}

/** A failed token exchange, with Google's own error text. */
export class GoogleAuthError extends Error {
  override readonly name = 'GoogleAuthError';
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * OAuth 2.0 for service accounts: a JWT signed with RS256 exchanged for an
 * access token (grant type jwt-bearer), held until a minute before it expires.
 */
export function createGoogleTokenSource(options: GoogleTokenSourceOptions): GoogleTokenSource {
  const tokenUrl = options.tokenUrl ?? options.credentials.token_uri;
  let held: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function exchange(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'RS256', typ: 'JWT', ...(options.credentials.private_key_id ? { kid: options.credentials.private_key_id } : {}) };
    const claims = { iss: options.credentials.client_email, scope: options.scopes.join(' '), aud: tokenUrl, iat: now, exp: now + 3600 };
    const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(options.credentials.private_key);
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${unsigned}.${base64url(signature)}`,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    }).catch((err: unknown) => {
      throw new GoogleAuthError(`Google's token endpoint could not be reached: ${(err as Error).message}`);
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string; error_description?: string };
    if (!response.ok || !body.access_token) {
      const reason = body.error_description ?? body.error ?? `HTTP ${response.status}`;
      throw new GoogleAuthError(`Google refused the service-account credentials: ${reason}`);
    }
    held = { token: body.access_token, expiresAt: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  return {
    async accessToken() {
      if (held && held.expiresAt > Date.now()) return held.token;
      pending ??= exchange().finally(() => (pending = undefined));
      return pending;
    },
  };
}
