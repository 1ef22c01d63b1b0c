import { geocodingListing } from '@local-seo/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackForFile } from './support';

// The public delivery check the whole way (page, gateway, catalog, the Google Geocoding stand-in), and a city page's local sections.
const { stack } = stackForFile({ env: { WEATHER_PROVIDER: 'sample' } });

beforeAll(() => {
  stack().standIns.geocoding.add(
    geocodingListing(['M8Z 1A1'], 'Etobicoke, ON M8Z 1A1, Canada', 43.6205, -79.5132),
    geocodingListing(['P7B 1A1'], 'Thunder Bay, ON P7B 1A1, Canada', 48.3809, -89.2477),
  );
});

async function get(path: string) {
  const response = await fetch(`${stack().url}${path}`, { redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, text: body.replace(/<[^>]+>/g, ' ').replaceAll('&quot;', '"').replace(/\s+/g, ' ') };
}

describe('the delivery check without JavaScript (GET /delivery/check)', () => {
  it('answers a page naming the yard that delivers there, kept by nobody and left out of search', async () => {
    const page = await get('/delivery/check?address=m8z1a1');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.text).toContain('Yes, we deliver to Etobicoke, ON M8Z 1A1, Canada.');
    expect(page.text).toMatch(/Etobicoke Yard \(Toronto\), 0 km away|Etobicoke Yard \(Toronto\), \d+(\.\d)? km away/);
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(stack().standIns.geocoding.requests.at(-1)).toMatchObject({ address: 'm8z1a1', components: 'country:CA', status: 'OK' });
  });

  it('says so for an address outside every radius, one not found, and bad input, in words', async () => {
    expect((await get('/delivery/check?address=P7B%201A1')).text).toContain('Thunder Bay, ON P7B 1A1, Canada is outside our delivery areas for now.');
    expect((await get('/delivery/check?address=1%20Nowhere%20Rd')).text).toContain('We could not find "1 Nowhere Rd" in Canada.');
    const bad = await get('/delivery/check?address=%3Cscript%3E');
    expect(bad.status).toBe(200);
    expect(bad.text).toContain('An address may hold letters, digits, spaces');
    expect(bad.body).toContain('value="&lt;script&gt;"'); // given back in the form, escaped
  });

  it('answers the same check as JSON through the gateway (the form with JavaScript)', async () => {
    const response = await fetch(`${stack().url}/api/delivery/check?address=${encodeURIComponent('M8Z 1A1')}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { configured: boolean; delivered: boolean; yards: { location_name: string }[] };
    expect(answer).toMatchObject({ configured: true, delivered: true });
    expect(answer.yards[0]?.location_name).toBe('Etobicoke Yard');
  });
});

describe("a city page's local sections", () => {
  it('shows the glance, the check form and the nearby cities of the live city', async () => {
    const page = await get('/toronto');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Toronto at a glance');
    expect(page.text).toMatch(/Nearest yard \S.* km away/);
    expect(page.body).toMatch(/<form class="delivery-check__form" action="\/delivery\/check" method="get">/);
    const nearby = page.body.slice(page.body.indexOf('Nearby service areas'), page.body.indexOf('</nav>', page.body.indexOf('Nearby service areas')));
    const links = [...nearby.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(1);
    expect(links.at(-1)).toBe('/delivery');
    for (const link of links.slice(0, -1)) expect((await get(link!)).status, link).toBe(200);
  });
});
