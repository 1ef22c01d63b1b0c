import { vitalsPerClientPerMinute } from '@local-seo/contracts';
import { useLocalServers } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { useListeningGateway } from './support/gateway.js';

/**
 * The public vitals beacon at the gateway: anyone may send it, so each client address is
 * limited to a few a minute and a body over a few KiB never reaches the seo service (here a
 * stand-in that takes every beacon and counts them).
 */

const serve = useLocalServers();
let received = 0;
// Behind one proxy, so the test can speak for several client addresses.
const running = useListeningGateway(async () => ({
  ADMIN_PASSWORD: 'the vitals test password',
  TRUST_PROXY: '1',
  SEO_URL: await serve((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(204).end();
    });
  }),
}));

const beacon = JSON.stringify({ path: '/barrie', device: 'mobile', metrics: [{ name: 'LCP', value: 1800 }] });
const send = (address: string, body = beacon) =>
  fetch(`${running.origin}/api/vitals`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body });

describe('the vitals beacon at the gateway', () => {
  it(`takes ${vitalsPerClientPerMinute} a minute from one address and refuses the rest of a burst with 429 and Retry-After; another address is let in`, async () => {
    const before = received;
    const answers = await Promise.all(Array.from({ length: vitalsPerClientPerMinute + 20 }, () => send('203.0.113.7')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(vitalsPerClientPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many requests from this address\. Try again in \d+ second\(s\)\.$/) });
    expect(received - before).toBe(vitalsPerClientPerMinute);
    expect((await send('203.0.113.8')).status).toBe(204);
  });

  it('refuses a body over 2 KiB with 413 before it reaches the service, with or without its length', async () => {
    const before = received;
    const large = JSON.stringify({ path: '/barrie', padding: 'x'.repeat(4096) });
    const declared = await send('198.51.100.1', large);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ statusCode: 413, message: expect.stringMatching(/^Request body is too large/) });
    const streamed = await fetch(`${running.origin}/api/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.2' },
      body: new Blob([large]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(received).toBe(before);
  });
});
