import { createNatsBus, type EventBus } from '@local-seo/service-kit';
import { contractorListings, createPgDb, deleteStreams, isolatedStream, natsUrl } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsByIndustry, createCity, logger, populationsFinished, startStack, type Stack } from './helpers.js';

let stack: Stack;
let bus: EventBus;
const stream = isolatedStream();

beforeAll(async () => {
  bus = await createNatsBus({ servers: natsUrl(), ...stream, logger });
  stack = await startStack('contractors_nats', {
    bus,
    listings: ['landscaping', 'hardscaping', 'excavation'].flatMap((industry, i) => contractorListings('Bradford', industry, 2 + i)),
  });
});

afterAll(async () => {
  await stack?.close();
  await bus?.close();
  await deleteStreams(natsUrl(), stream.streamName);
});

describe('population over NATS JetStream', () => {
  it('populates a city created while the contractors service was down, once it starts again, and only once', async () => {
    // The service ran before (its durable consumer exists), then went down.
    await stack.contractors.close();
    const cityId = await createCity(stack.cities, 'bradford', 'Bradford');

    const db = createPgDb(stack.contractorsDb.url);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500)); // the event is out, nobody handles it yet
      expect(await db.$queryRawUnsafe('SELECT id FROM population_jobs')).toEqual([]);
    } finally {
      await db.$disconnect();
    }

    await stack.restartContractors();
    const jobs = await populationsFinished(stack.contractors, cityId);
    expect(jobs.map((j) => [j.industry, j.status])).toEqual([
      ['landscaping', 'succeeded'],
      ['hardscaping', 'succeeded'],
      ['excavation', 'succeeded'],
    ]);
    expect(await countsByIndustry(stack.contractors, cityId)).toEqual({ landscaping: 2, hardscaping: 3, excavation: 4 });

    // Another restart: the event was handled, nothing is recorded or asked again.
    await stack.contractors.close();
    await stack.restartContractors();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stack.contractors.context.db.populationJob.count({ where: { cityId } })).toBe(3);
    expect(await countsByIndustry(stack.contractors, cityId)).toEqual({ landscaping: 2, hardscaping: 3, excavation: 4 });
    expect(stack.places.requests.filter((r) => r.path === '/v1/places:searchText')).toHaveLength(3);
  });
});
