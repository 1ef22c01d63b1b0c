import { contractorListings, createPgDb } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countsByIndustry, createCity, placesConfig, populationsFinished, startStack, waitLong, type Stack } from './helpers.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('contractors_worker', {
    listings: ['landscaping', 'hardscaping', 'excavation'].flatMap((industry) => contractorListings('Alliston', industry, 2)),
    places: (standIn) => placesConfig(standIn, { PLACES_TIMEOUT_MS: '10000' }),
  });
});

afterAll(async () => {
  await stack?.close();
});

describe('the population worker', () => {
  it('puts the job under way back in the queue when the service stops, and finishes it after the restart', async () => {
    stack.places.slowNext(1, 5000, 'searchText');
    const cityId = await createCity(stack.cities, 'alliston', 'Alliston');
    await vi.waitFor(async () => {
      const running = await stack.contractors.context.db.populationJob.count({ where: { cityId, status: 'running' } });
      expect(running).toBe(1);
    }, waitLong);

    const stoppedAt = Date.now();
    await stack.contractors.close();
    expect(Date.now() - stoppedAt).toBeLessThan(3000); // the slow request was cancelled, not waited out

    const db = createPgDb(stack.contractorsDb.url);
    try {
      const states = await db.$queryRawUnsafe<{ industry: string; status: string }[]>('SELECT industry, status FROM population_jobs ORDER BY id');
      expect(states).toEqual([
        { industry: 'landscaping', status: 'pending' },
        { industry: 'hardscaping', status: 'pending' },
        { industry: 'excavation', status: 'pending' },
      ]);
      expect(await db.$queryRawUnsafe('SELECT id FROM contractors')).toEqual([]);
    } finally {
      await db.$disconnect();
    }

    await stack.restartContractors();
    const jobs = await populationsFinished(stack.contractors, cityId);
    expect(jobs.map((j) => j.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(await countsByIndustry(stack.contractors, cityId)).toEqual({ landscaping: 2, hardscaping: 2, excavation: 2 });
  });
});
