import { freshDatabase, natsWithJetStreamAnswers, natsUrl } from '@local-seo/testing';
import pg from 'pg';
import { expect, it } from 'vitest';

it('reaches the run’s PostgreSQL and NATS, and passes', async () => {
  const database = await freshDatabase('harness');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  expect((await client.query('SHOW server_encoding')).rows).toEqual([{ server_encoding: 'UTF8' }]);
  await client.end();
  await database.drop();
  expect(await natsWithJetStreamAnswers(natsUrl())).toBe(true);
});
