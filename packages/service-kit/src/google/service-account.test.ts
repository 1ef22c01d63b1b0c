import { makeTestServiceAccount, startGoogleOAuthStandIn } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleTokenSource, parseServiceAccount } from './service-account.js';

const account = makeTestServiceAccount();
let oauth: Awaited<ReturnType<typeof startGoogleOAuthStandIn>>;
beforeAll(async () => (oauth = await startGoogleOAuthStandIn(account.publicKeyPem)));
afterAll(() => oauth.close());

describe('Google service-account tokens', () => {
  it('exchanges a signed JWT for a token once, and reuses it until it nears expiry', async () => {
    const source = createGoogleTokenSource({
      credentials: parseServiceAccount(account.json),
      scopes: ['https://www.googleapis.com/auth/webmasters'],
      tokenUrl: oauth.tokenUrl,
    });
    const [first, second] = await Promise.all([source.accessToken(), source.accessToken()]);
    expect(first).toBe(second);
    expect(oauth.isValidToken(`Bearer ${first}`)).toBe(true);
    expect(oauth.requests).toHaveLength(1);
    expect(oauth.requests[0]).toMatchObject({
      grantType: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      claims: { iss: account.credentials.client_email, scope: 'https://www.googleapis.com/auth/webmasters', aud: oauth.tokenUrl },
    });
  });

  it("reports Google's refusal in its own words", async () => {
    const stranger = makeTestServiceAccount('someone@else.iam.gserviceaccount.com');
    const source = createGoogleTokenSource({ credentials: parseServiceAccount(stranger.json), scopes: ['x'], tokenUrl: oauth.tokenUrl });
    await expect(source.accessToken()).rejects.toThrow('Google refused the service-account credentials: Invalid JWT Signature.');
  });

  it('says what is wrong with a key file', () => {
    expect(() => parseServiceAccount('{')).toThrow('not valid JSON');
    expect(() => parseServiceAccount('{"type":"authorized_user"}')).toThrow(/type is not a service-account key/);
  });
});
