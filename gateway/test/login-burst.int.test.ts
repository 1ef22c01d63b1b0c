import { createLogger } from '@local-seo/service-kit';
import { describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema } from '../src/index.js';
import { useListeningGateway } from './support/gateway.js';

/**
 * Sign-in bursts sent at once, with the real argon2id checks: the limits hold
 * however many attempts are in flight, and the rest of the gateway keeps answering.
 */

const logger = createLogger('silent');
const password = 'the burst test password';

// Behind one proxy, so each test can speak for many client addresses; every guess is on the one
// account (the first owner's), whose own limit would otherwise answer before the queue or the site's.
const running = useListeningGateway(() => ({ ADMIN_PASSWORD: password, TRUST_PROXY: '1', LOGIN_MAX_FAILURES_ACCOUNT: '1000', LOGIN_MAX_FAILURES_SITE: '1000' }));

const attempt = (candidate: string, address: string) =>
  fetch(`${running.origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ password: candidate }),
  });

const countBy = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe('a burst of wrong passwords', () => {
  it('from one address, 60 at once: at most 5 are judged (401), the rest answer 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(`guess ${i}`, '203.0.113.10')));
    const counts = countBy(answers.map((a) => a.status));
    expect(counts).toEqual({ 401: 5, 429: 55 });
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many failed login attempts\. Try again in \d+ minute/) });
    // The right password from that address waits too; from another it is let in.
    expect((await attempt(password, '203.0.113.10')).status).toBe(429);
    expect((await attempt(password, '203.0.113.11')).status).toBe(200);
  });

  it('from 60 addresses at once: the checks queue a few at a time, the rest answer 503 busy, and other requests are not held up', async () => {
    const slowest: number[] = [];
    let bursting = true;
    // Another visitor's requests while the burst runs.
    const visitor = (async () => {
      while (bursting) {
        const started = performance.now();
        expect((await fetch(`${running.origin}/api/site`)).status).toBe(200);
        slowest.push(performance.now() - started);
      }
    })();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(`guess ${i}`, `198.51.100.${i + 1}`)));
    bursting = false;
    await visitor;
    const counts = countBy(answers.map((a) => a.status));
    expect(Object.keys(counts).sort()).toEqual(['401', '503']);
    expect(counts[401]).toBeGreaterThanOrEqual(10); // two running and eight waiting at any moment
    const busy = answers.find((a) => a.status === 503)!;
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await busy.json()).toMatchObject({ message: 'Sign-in is busy right now; please try again in a few seconds.' });
    expect(slowest.length).toBeGreaterThan(0);
    expect(Math.max(...slowest)).toBeLessThan(1000);
    // A refused-as-busy attempt was never judged: that address still has all its tries.
    const busyAddress = `198.51.100.${answers.findIndex((a) => a.status === 503) + 1}`;
    for (let i = 0; i < 5; i++) expect((await attempt('again', busyAddress)).status).toBe(401);
  });

  it('across addresses, the site-wide limit holds every address back once reached', async () => {
    const site = await createGateway({
      logger,
      bus: running.bus,
      config: gatewayConfigSchema.parse({ DATABASE_URL: running.staffDb.url, ADMIN_PASSWORD: password, TRUST_PROXY: '1', LOGIN_MAX_FAILURES_ACCOUNT: '1000', LOGIN_MAX_FAILURES_SITE: '6' }),
    });
    try {
      const from = (address: string, candidate = 'wrong') =>
        site.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: candidate }, headers: { 'x-forwarded-for': address } });
      for (let i = 0; i < 6; i++) expect((await from(`192.0.2.${i}`)).statusCode).toBe(401);
      const held = await from('192.0.2.100', password);
      expect(held.statusCode).toBe(429);
      expect(held.headers['retry-after']).toBeDefined();
      expect(held.json()).toMatchObject({ message: expect.stringMatching(/^Too many failed login attempts on this site just now/) });
    } finally {
      await site.close();
    }
  });
});
