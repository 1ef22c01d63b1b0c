import { afterAll, beforeAll } from 'vitest';
import { freshDatabase } from './context.js';
import type { TestDatabase } from './postgres.js';

/**
 * A fresh staff database (the gateway's own) for the gateways of one test file, made
 * before and dropped after the file's own hooks: call it before them. The gateways
 * of a file share it, so they share its first owner (the same ADMIN_PASSWORD).
 */
export function useStaffDatabase(): { readonly url: string } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await freshDatabase('gateway_staff');
  });
  afterAll(async () => {
    await database?.drop();
  });
  return {
    get url() {
      if (!database) throw new Error('The staff database is made in beforeAll: read its url inside a hook or a test');
      return database.url;
    },
  };
}
