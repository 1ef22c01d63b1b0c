import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    natsUrl: string;
  }
}

/** A fresh database on the run's PostgreSQL, named after the test file's subject. */
export function freshDatabase(label: string): Promise<TestDatabase> {
  return createTestDatabase(inject('postgresAdminUrl'), label);
}

/** The run's NATS server URL. */
export function natsUrl(): string {
  return inject('natsUrl');
}
