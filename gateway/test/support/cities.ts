import { citiesService } from '@local-seo/cities';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { freshDatabase, type TestDatabase } from '@local-seo/testing';
import { afterAll, beforeAll } from 'vitest';

/** The real cities service behind a test gateway: its database, its in-process bus and the URL it listens on. */
export interface RunningCities {
  database: TestDatabase;
  bus: EventBus;
  service: Awaited<ReturnType<typeof citiesService.create>>;
  url: string;
}

/**
 * For a whole test file: the real cities service on a fresh database (named `label`) and an
 * in-process bus, listening on a free port; started before the file's own hooks (call it
 * before them) and closed after the file's own clean-up, which is registered later and so runs first.
 */
export function useCities(label: string): RunningCities {
  const logger = createLogger('silent');
  const running = {} as RunningCities;
  beforeAll(async () => {
    running.database = await freshDatabase(label);
    running.bus = createInProcessBus({ logger });
    running.service = await citiesService.create({ databaseUrl: running.database.url, bus: running.bus, logger }, { brandName: 'Test Supply' });
    running.url = await running.service.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await running.service?.close();
    await running.bus?.close();
    await running.database?.drop();
  });
  return running;
}
