import { freshDatabase, type TestDatabase } from '@local-seo/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSessionLock } from '../src/db/session-lock.js';

const key = 4_711n;
let database: TestDatabase;
beforeAll(async () => (database = await freshDatabase('session_lock')));
afterAll(() => database?.drop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a session advisory lock', () => {
  it('makes a second holder wait until the first has finished', async () => {
    const events: string[] = [];
    const holder = (name: string) =>
      withSessionLock(database.url, key, async () => {
        events.push(`${name} in`);
        await pause(150);
        events.push(`${name} out`);
        return name;
      });
    expect(await Promise.all([holder('a'), holder('b')])).toEqual(['a', 'b']);
    // Whichever took it first, the other came in only after it went out.
    const [first] = events[0]!.split(' ');
    const second = first === 'a' ? 'b' : 'a';
    expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
  });

  it('is released when the work fails', async () => {
    await expect(withSessionLock(database.url, key, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await withSessionLock(database.url, key, async () => 'taken again')).toBe('taken again');
  });

  it('tells the work when its connection, and the lock with it, is lost', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const signal = await withSessionLock(database.url, key, async (signal) => {
        expect(signal.aborted).toBe(false);
        // Only the holder of this key in this database: other tests share the server.
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_locks
            WHERE locktype = 'advisory' AND granted AND objid = $1
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          [Number(key)],
        );
        for (let i = 0; i < 100 && !signal.aborted; i++) await pause(20);
        return signal;
      });
      expect(signal.aborted).toBe(true);
      // Another process may take it at once.
      expect(await withSessionLock(database.url, key, async () => 'free')).toBe('free');
    } finally {
      await admin.end();
    }
  });
});
