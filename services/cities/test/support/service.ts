import { createInProcessBus, createLogger } from '@local-seo/service-kit';
import { freshDatabase } from '@local-seo/testing';
import { afterAll, beforeAll } from 'vitest';
import { citiesService } from '../../src/index.js';

/** The cities service on a database of its own and an in-process bus; `close` drops them all. */
export async function startCitiesService(databaseName: string) {
  const logger = createLogger('silent');
  const database = await freshDatabase(databaseName);
  const bus = createInProcessBus({ logger });
  const service = await citiesService.create({ databaseUrl: database.url, bus, logger }, { brandName: 'Test Supply' });
  return {
    service,
    app: service.app,
    async close() {
      await service.close();
      await bus.close();
      await database.drop();
    },
  };
}
export type StartedCities = Awaited<ReturnType<typeof startCitiesService>>;

/** For a whole test file: the cities service (startCitiesService), started before its tests and closed after them; its fields are set from then on. */
export function useCitiesService(databaseName: string): StartedCities {
  const started = {} as StartedCities;
  beforeAll(async () => {
    Object.assign(started, await startCitiesService(databaseName));
  });
  afterAll(async () => {
    await started.close?.();
  });
  return started;
}
