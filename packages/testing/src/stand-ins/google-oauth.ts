import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import { listenLocally, readBody } from '../local-server.js';

/** A service-account key file for tests, and the public key that verifies its signatures. */
export function makeTestServiceAccount(clientEmail = 'tracker@local-seo-test.iam.gserviceaccount.com') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const credentials = {
    type: 'service_account',
    project_id: 'local-seo-test',
    private_key_id: 'test-key-1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: clientEmail,
    client_id: '1000000000',
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  return { credentials, json: JSON.stringify(credentials), publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export interface TokenRequest {
  grantType: string | null;
  /** The verified JWT claims (iss, scope, aud, iat, exp). */
  claims: Record<string, unknown>;
}

/**
 * Answers like https://oauth2.googleapis.com/token for the jwt-bearer grant: it
 * verifies the RS256 signature with the test key and issues opaque tokens that
 * other stand-ins accept (`isValidToken`). Wrong signature: 400 invalid_grant.
 */
export async function startGoogleOAuthStandIn(publicKeyPem: string) {
  const issued = new Set<string>();
  const requests: TokenRequest[] = [];
  let refuseAll = false;
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const send = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== '/token') return send(404, { error: 'not_found' });
    const assertion = form.get('assertion') ?? '';
    const [header, payload, signature] = assertion.split('.');
    let claims: Record<string, unknown> = {};
    try {
      claims = payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>) : {};
    } catch {
      // a malformed assertion: refused below like a bad signature
    }
    requests.push({ grantType: form.get('grant_type'), claims });
    const verified =
      !!header && !!signature && Object.keys(claims).length > 0 && createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(publicKeyPem, Buffer.from(signature, 'base64url'));
    if (refuseAll || form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !verified) {
      return send(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    }
    const token = `ya29.test-${issued.size + 1}`;
    issued.add(token);
    send(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
  });
  const { url, close } = await listenLocally(server);
  return {
    url,
    tokenUrl: `${url}/token`,
    requests,
    /** Whether an `Authorization: Bearer ...` header carries a token this stand-in issued. */
    isValidToken: (authorization: string | undefined) => !!authorization && issued.has(authorization.replace(/^Bearer /, '')),
    /** Makes every later exchange fail with invalid_grant (revoked key). */
    refuse: (value = true) => void (refuseAll = value),
    close,
  };
}
export type GoogleOAuthStandIn = Awaited<ReturnType<typeof startGoogleOAuthStandIn>>;
