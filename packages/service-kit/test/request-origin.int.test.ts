import { actorHeaderName, actorHeaderValue, cityCreated, type EventEnvelope } from '@local-seo/contracts';
import { createPgDb, freshDatabase, type PgDb, type TestDatabase } from '@local-seo/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueEvents, ensureEventTables } from '../src/events/index.js';
import { createHttpApp } from '../src/http/app.js';
import { requestOriginOf } from '../src/http/request-context.js';
import { createLogger } from '../src/logger.js';
import { pollTask } from '../src/tasks.js';

/**
 * The actor the gateway names (packages/contracts/src/http/actor.ts) and the request id
 * reach every event a request's change emits, and nothing else: not an edge's events
 * (the gateway believes no client's header), not background work the request woke.
 */
const logger = createLogger('silent');
const actor = { id: 7, email: 'editor@example.com', name: 'Ed Itor' };
const city = () =>
  cityCreated.create(
    { city: { id: 1, citySlug: 'c-1', cityName: 'C 1', province: 'ON', latitude: 1, longitude: 1, population: null, pageActive: true, template: 't' } },
    'cities',
  );

let database: TestDatabase;
let db: PgDb;
const apps: FastifyInstance[] = [];
let wokenOrigin: unknown = 'not run';
const task = pollTask({
  name: 'probe',
  everyMs: 60_000,
  logger,
  run: async () => {
    wokenOrigin = requestOriginOf();
  },
});

function appWith(edge: boolean): FastifyInstance {
  const app = createHttpApp({ logger, edge, readiness: {} });
  app.post('/change', async () => {
    await db.$transaction((tx) => enqueueEvents(tx, [city()]));
    task.wake();
    return { ok: true };
  });
  apps.push(app);
  return app;
}

async function lastEvent(): Promise<EventEnvelope> {
  const rows = await db.$queryRawUnsafe<{ payload: EventEnvelope }[]>('SELECT payload FROM service_kit.outbox ORDER BY created_at DESC LIMIT 1');
  return rows[0]!.payload;
}

beforeAll(async () => {
  database = await freshDatabase('request_origin');
  db = createPgDb(database.url);
  await ensureEventTables(db);
});

afterAll(async () => {
  await task.stop();
  for (const app of apps) await app.close();
  await db.$disconnect();
  await database.drop();
});

beforeEach(() => {
  wokenOrigin = 'not run';
});

describe('the origin of a request in its events', () => {
  it("writes the actor header's member of staff and the request id into the envelope", async () => {
    const app = appWith(false);
    const answer = await app.inject({ method: 'POST', url: '/change', headers: { [actorHeaderName]: actorHeaderValue(actor), 'x-request-id': 'req-123' } });
    expect(answer.statusCode).toBe(200);
    const event = await lastEvent();
    expect(event.actor).toEqual(actor);
    expect(event.requestId).toBe('req-123');
    expect(cityCreated.parse(event).actor).toEqual(actor);
  });

  it('names no actor when the request carries none, or an unreadable one', async () => {
    const app = appWith(false);
    await app.inject({ method: 'POST', url: '/change', headers: { 'x-request-id': 'req-anonymous' } });
    let event = await lastEvent();
    expect(event.actor).toBeUndefined();
    expect(event.requestId).toBe('req-anonymous');
    await app.inject({ method: 'POST', url: '/change', headers: { [actorHeaderName]: '{not json' } });
    event = await lastEvent();
    expect(event.actor).toBeUndefined();
  });

  it("never believes the header at the edge (the gateway builds it, a client's copy is not its word)", async () => {
    const app = appWith(true);
    await app.inject({ method: 'POST', url: '/change', headers: { [actorHeaderName]: actorHeaderValue(actor) } });
    expect((await lastEvent()).actor).toBeUndefined();
  });

  it('keeps background work a request woke out of that request', async () => {
    task.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const app = appWith(false);
    await app.inject({ method: 'POST', url: '/change', headers: { [actorHeaderName]: actorHeaderValue(actor) } });
    await expect.poll(() => wokenOrigin, { timeout: 2000 }).toBeUndefined();
  });

  it('has no origin outside a request', async () => {
    await db.$transaction((tx) => enqueueEvents(tx, [city()]));
    const event = await lastEvent();
    expect(event.actor).toBeUndefined();
    expect(event.requestId).toBeUndefined();
  });
});
