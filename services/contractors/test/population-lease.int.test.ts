import { contractorListings } from '@local-seo/testing';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createCity, placesConfig, populationsFinished, startStack, waitLong, type Stack } from './helpers.js';

const leaseMs = 600;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack('contractors_lease', {
    listings: ['landscaping', 'hardscaping', 'excavation'].flatMap((industry) => contractorListings('Tottenham', industry, 2)),
    places: (standIn) => placesConfig(standIn, { PLACES_TIMEOUT_MS: '10000' }),
    populationLeaseMs: leaseMs,
  });
});

afterAll(async () => {
  await stack?.close();
});

/** How long the running job's lease has left, by the database's clock (null: no job running). */
async function leaseLeftMs(cityId: number): Promise<number | null> {
  const rows = await stack.contractors.context.db.$queryRawUnsafe<{ left_ms: number }[]>(
    `SELECT (extract(epoch FROM locked_until - now()) * 1000)::float8 AS left_ms FROM population_jobs WHERE city_id = $1 AND status = 'running'`,
    cityId,
  );
  return rows[0]?.left_ms ?? null;
}

it('keeps a short lease on a running population and renews it while the population lasts', async () => {
  // A 2.5 s search: four times the lease. A worker that dies stops renewing and its job is free in under 600 ms.
  stack.places.slowNext(1, 2500, 'searchText');
  const cityId = await createCity(stack.cities, 'tottenham', 'Tottenham');
  await vi.waitFor(async () => expect(await leaseLeftMs(cityId)).not.toBeNull(), waitLong);

  const seen: number[] = [];
  for (let i = 0; i < 8; i++) {
    const left = await leaseLeftMs(cityId);
    if (left !== null) seen.push(left);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Sampled past the first lease's end: still held (renewed), never more than one lease ahead.
  expect(seen.length).toBeGreaterThanOrEqual(6);
  for (const left of seen) {
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(leaseMs);
  }
  const jobs = await populationsFinished(stack.contractors, cityId);
  expect(jobs.map((job) => job.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  // Held the whole time: the slow search was asked once, not again by a second claim.
  const searches = stack.places.requests.filter((r) => r.path === '/v1/places:searchText' && (r.body as { textQuery: string }).textQuery.includes('Tottenham'));
  expect(searches).toHaveLength(3);
});
