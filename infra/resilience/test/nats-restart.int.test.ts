import { expect, it } from 'vitest';
import { answers200, waitFor, type AdminClient, type Answer } from '../src/index.js';
import { cityCreatedConsumers, cityCreatedEventIds, inboxCounts, populated, populationState } from './support/deliveries.js';
import { reportFigures } from './support/figures.js';
import { newCity, faultSystemForFile } from './support/fault-system.js';

const system = faultSystemForFile();

function createdId(answer: Answer): number {
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { id: number }).id;
}

/** Through the gateway, as the admin does. */
async function createThroughGateway(admin: AdminClient, body: object): Promise<number> {
  return createdId(await admin.request('POST', '/api/cities', body));
}

it('delivers every city.created written while NATS was down, once to each consumer, after it restarts', async () => {
  const s = system();
  const admin = await s.login();
  // A sitemap from before the outage: the dirty mark checked at the end then says the events moved past it.
  expect((await admin.request('POST', '/api/admin/regenerate-sitemap')).status).toBe(200);
  const cityIds: number[] = [];
  const cities = Array.from({ length: 12 }, (_, i) => newCity(s, 'Outage', i + 1));
  for (const city of cities.slice(0, 2)) cityIds.push(await createThroughGateway(admin, city));

  await s.nats.stop();
  const downAt = Date.now();
  // The admin keeps working (the gateway answers signed-in sessions from its copy of the
  // NATS KV bucket) and the cities service keeps taking writes: the events wait in its outbox.
  for (const city of cities.slice(2, 8)) cityIds.push(await createThroughGateway(admin, city));
  // Still ready without the bus (docs/decisions.md, decision 13): in Kubernetes a NATS restart takes no pod out of its Service.
  expect(await answers200(`${s.services.contractors.url}/readyz`)).toBe(true);
  expect(await answers200(`${s.services.cities.url}/readyz`)).toBe(true);
  expect(await answers200(`${s.gateway.url}/readyz`)).toBe(true);

  // More cities while NATS comes back.
  const backlog = await cityCreatedEventIds(s);
  const backlogDelivered = Object.fromEntries(cityCreatedConsumers.map(({ durable }) => [durable, backlog.length]));
  let natsUpAt = 0;
  const restart = s.nats.start().then(() => {
    natsUpAt = Date.now();
  });
  // The events written during the outage reach every consumer soon after NATS is back.
  const backlogDrainMs = restart
    .then(() =>
      waitFor(async () => JSON.stringify(await inboxCounts(s, backlog)) === JSON.stringify(backlogDelivered), {
        what: 'the outage backlog delivered to every consumer',
        timeoutMs: 60_000,
        intervalMs: 100,
      }),
    )
    .then(() => Date.now() - natsUpAt);
  const gatewayWriteTimes: number[] = [];
  for (const city of cities.slice(8)) {
    cityIds.push(await createThroughGateway(admin, city));
    gatewayWriteTimes.push(Date.now());
  }
  await restart;
  const backlogMs = await backlogDrainMs;
  const lastWriteAt = gatewayWriteTimes.at(-1)!;

  const eventIds = await cityCreatedEventIds(s);
  expect(eventIds).toHaveLength(cities.length);
  const everyConsumer = Object.fromEntries(cityCreatedConsumers.map(({ durable }) => [durable, cities.length]));
  await waitFor(async () => JSON.stringify(await inboxCounts(s, eventIds)) === JSON.stringify(everyConsumer), {
    what: 'every consumer to handle every city.created',
    timeoutMs: 60_000,
    intervalMs: 250,
  });
  const deliveredMs = Date.now() - natsUpAt;
  await waitFor(async () => (await populationState(s, cityIds)).done === populated(cities.length).done, {
    what: 'every population job done',
    timeoutMs: 60_000,
    intervalMs: 250,
  });
  const populatedMs = Date.now() - natsUpAt;

  // Once each: no redelivery applied twice anywhere.
  expect(await inboxCounts(s, eventIds)).toEqual(everyConsumer);
  expect(await populationState(s, cityIds)).toEqual(populated(cities.length));
  const [catalog] = await s.query<{ n: number }>('catalog', 'SELECT count(*)::int AS n FROM cities WHERE id = ANY($1::int[])', [cityIds]);
  const [weather] = await s.query<{ n: number }>('weather', 'SELECT count(*)::int AS n FROM cities WHERE id = ANY($1::int[])', [cityIds]);
  const seoPages = await s.query<{ page_id: string; n: number }>(
    'seo',
    `SELECT page_id, count(*)::int AS n FROM seo_keywords WHERE page_type = 'city' GROUP BY page_id`,
  );
  expect({ catalog: catalog?.n, weather: weather?.n, seoPages: seoPages.length }).toEqual({
    catalog: cities.length,
    weather: cities.length,
    seoPages: cities.length,
  });

  // Sitemap: the pages are there, the sitemap is marked for regeneration, and a regeneration lists them.
  const pages = await s.query<{ path: string }>('sitemap', `SELECT path FROM sitemap_pages WHERE listed AND kind = 'city'`);
  expect(pages.map((p) => p.path).sort()).toEqual(cities.map((c) => `/${c.url_slug}`).sort());
  const [state] = await s.query<{ dirty: boolean }>(
    'sitemap',
    `SELECT content_version > coalesce((SELECT max(content_version) FROM sitemap_generations WHERE status = 'succeeded'), -1) AS dirty
     FROM sitemap_state WHERE id = 1`,
  );
  expect(state?.dirty).toBe(true);
  expect((await admin.request('POST', '/api/admin/regenerate-sitemap')).status).toBe(200);
  const sitemap = await (await fetch(`${s.gateway.url}/sitemap.xml`)).text();
  for (const city of cities) expect(sitemap).toContain(`/${city.url_slug}</loc>`);

  reportFigures('NATS stopped while 12 cities were created', {
    natsDownMs: natsUpAt - downAt,
    backlogEvents: backlog.length,
    backlogDeliveredAfterNatsUpMs: backlogMs,
    allDeliveredAfterNatsUpMs: deliveredMs,
    allDeliveredAfterLastWriteMs: deliveredMs - (lastWriteAt - natsUpAt),
    allPopulatedAfterNatsUpMs: populatedMs,
    eventsDelivered: eventIds.length * cityCreatedConsumers.length,
    duplicates: 0,
  });
}, 150_000);
