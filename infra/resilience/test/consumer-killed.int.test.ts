import { expect, it } from 'vitest';
import { sleep, waitFor } from '../src/index.js';
import { cityCreatedEventIds, populated, populationState } from './support/deliveries.js';
import { reportFigures, timed } from './support/figures.js';
import { newCity, faultSystemForFile, type FaultSystem } from './support/fault-system.js';

const durable = 'contractors-city-created';
const cityCount = 30;

const system = faultSystemForFile({
  services: ['cities', 'contractors'],
  // A job whose process died is taken up again after 3 s (a live one renews its lease meanwhile).
  env: { contractors: { POPULATION_LEASE_MS: '3000' } },
});

async function handledEvents(s: FaultSystem): Promise<{ handled: number; distinct: number }> {
  const [row] = await s.query<{ handled: number; distinct: number }>(
    'contractors',
    'SELECT count(*)::int AS handled, count(DISTINCT event_id)::int AS distinct FROM service_kit.inbox WHERE consumer = $1',
    [durable],
  );
  return row ?? { handled: 0, distinct: 0 };
}

it('loses no city.created and applies none twice when contractors is killed in the middle of them', async () => {
  const s = system();
  const admin = await s.login();
  // Each Text Search takes 100 ms: the 90 populations are still running when the process dies.
  s.places.slowNext(10_000, 100, 'searchText');
  const cities = Array.from({ length: cityCount }, (_, i) => newCity(s, 'Batch', i + 1));
  const cityIds: number[] = [];
  const creating = (async () => {
    for (const city of cities) {
      const answer = await admin.request('POST', '/api/cities', city);
      expect(answer.status, answer.text).toBe(201);
      cityIds.push((answer.json as { id: number }).id);
    }
  })();

  // Mid-batch: some events handled, more on their way, populations under way.
  await waitFor(async () => (await handledEvents(s)).handled >= 8, { what: 'contractors to handle 8 events', timeoutMs: 30_000, intervalMs: 20 });
  await s.services.contractors.kill('SIGKILL');
  const atKill = { events: await handledEvents(s), population: await populationState(s, cityIds) };
  await creating;
  await sleep(500);
  const restartMs = await s.services.contractors.start();

  const eventIds = await cityCreatedEventIds(s);
  expect(eventIds).toHaveLength(cityCount);
  const [, drainMs] = await timed(() =>
    waitFor(async () => (await populationState(s, cityIds)).done === populated(cityCount).done, {
      what: `all ${cityCount * 3} populations done after the restart`,
      timeoutMs: 60_000,
      intervalMs: 250,
    }),
  );

  expect(atKill.events.handled).toBeLessThan(cityCount);
  expect(atKill.population.done).toBeLessThan(populated(cityCount).done);
  expect(await handledEvents(s)).toEqual({ handled: cityCount, distinct: cityCount });
  const [inbox] = await s.query<{ n: number }>('contractors', 'SELECT count(*)::int AS n FROM service_kit.inbox WHERE consumer = $2 AND event_id = ANY($1::uuid[])', [eventIds, durable]);
  expect(inbox?.n).toBe(cityCount);
  const after = await populationState(s, cityIds);
  // A search answered just before the kill may be asked again (its result was never written): not a duplicate row.
  expect({ ...after, repeatedSearches: 0 }).toEqual(populated(cityCount));
  expect(after.repeatedSearches).toBeLessThanOrEqual(1);

  reportFigures(`contractors SIGKILLed while ${cityCount} cities were being populated`, {
    eventsHandledAtKill: atKill.events.handled,
    populationsDoneAtKill: atKill.population.done,
    restartToReadyMs: restartMs,
    allPopulatedAfterReadyMs: drainMs,
    eventsLost: cityCount - (await handledEvents(s)).distinct,
    duplicateJobs: after.duplicatedJobs,
    searchesRepeated: after.repeatedSearches,
  });
}, 150_000);
