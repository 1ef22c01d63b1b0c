import { expect, it } from 'vitest';
import { readAnswer, waitFor, type ServiceName } from '../src/index.js';
import { reportFigures, timed } from './support/figures.js';
import { newCity, noPageDataCache, faultSystemForFile, type FaultSystem } from './support/fault-system.js';
import { uncleanError } from './support/traffic.js';

// No page-data cache: every answer is composed afresh (a cached whole answer would hide the kill).
const system = faultSystemForFile({ env: { gateway: noPageDataCache } });

interface PageData {
  degraded: string[];
  weather: { status: string };
  products: unknown[];
  contractorCounts: Record<string, number>;
}

async function pageData(s: FaultSystem, slug: string): Promise<{ status: number; body: PageData; ms: number }> {
  const [answer, ms] = await timed(async () => readAnswer(await fetch(`${s.gateway.url}/api/page-data/${slug}`)));
  return { status: answer.status, body: answer.json as PageData, ms };
}

/** What each service's absence takes out of a city page, and a route of its own that the gateway proxies. */
const cases: { service: ServiceName; degraded: string[]; ownRoute: (slug: string) => string }[] = [
  { service: 'weather', degraded: ['weather', 'weatherSuggestions'], ownRoute: (slug) => `/api/weather/${slug}` },
  { service: 'catalog', degraded: ['products', 'coverage'], ownRoute: (slug) => `/api/products/city/${slug}` },
  { service: 'contractors', degraded: ['contractors'], ownRoute: (slug) => `/api/contractors/city/${slug}/summary` },
];

it('degrades only the killed service part of the page data, and is whole again once it is back', async () => {
  const s = system();
  const admin = await s.login();
  const city = newCity(s, 'Killed', 1);
  expect((await admin.request('POST', '/api/cities', city)).status).toBe(201);
  // Whole first: weather fetched, products listed (catalog knows the city), contractors populated.
  await waitFor(
    async () => {
      const { status, body } = await pageData(s, city.url_slug);
      return status === 200 && body.degraded.length === 0 && body.weather.status !== 'unavailable' && body.contractorCounts.landscaping! > 0;
    },
    { what: 'whole page data with weather and contractors', timeoutMs: 40_000, intervalMs: 500 },
  );

  const figures: Record<string, unknown> = {};
  for (const { service, degraded, ownRoute } of cases) {
    await s.services[service].kill('SIGKILL');
    const answer = await pageData(s, city.url_slug);
    expect(answer.status).toBe(200);
    expect(answer.body.degraded.sort()).toEqual([...degraded].sort());
    if (service === 'weather') expect(answer.body.weather.status).toBe('unavailable');
    if (service === 'catalog') expect(answer.body.products).toEqual([]);
    const own = await readAnswer(await fetch(`${s.gateway.url}${ownRoute(city.url_slug)}`));
    expect(own.status).toBe(503);
    expect(uncleanError(own)).toBeUndefined();

    const restartMs = await s.services[service].start();
    const whole = await pageData(s, city.url_slug);
    expect(whole.body.degraded).toEqual([]);
    figures[service] = { degradedAnswerMs: answer.ms, restartToReadyMs: restartMs, wholeAnswerMs: whole.ms };
  }
  reportFigures('a service SIGKILLed, then restarted', figures);
}, 150_000);
