import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshDatabase, natsUrl, natsWithJetStreamAnswers } from '../src/index.js';

describe('test infrastructure', () => {
  it('gives each test a fresh, real PostgreSQL database and drops it afterwards', async () => {
    const db = await freshDatabase('infra');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    await client.end();
    expect(rows[0]?.name).toBe(db.name);
    await db.drop();
  });

  it('reaches a real NATS with JetStream', async () => {
    expect(await natsWithJetStreamAnswers(natsUrl())).toBe(true);
  });
});
