import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cityCreated, durableConsumers, type CityFacts } from '@local-seo/contracts';
import { createBusFromEnv, createLogger, ensureEventTables, PermanentEventError, subscribeToEvents, type Consumer, type EventBus } from '@local-seo/service-kit';
import { createPgDb, freshDatabase, type PgDb, type TestDatabase } from '@local-seo/testing';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deadLettersUsage } from '../src/dead-letters-args.js';
import { natsSetupUser, operatorUser } from '../src/permissions.js';
import { setUpNats } from '../src/setup.js';
import { startSecuredNats, type SecuredNats } from './support/secured-nats.js';

/**
 * `npm run dead-letters` as an operator runs it (the program, as the NATS user operator),
 * against NATS as deployed (the generated auth.conf) and a real consumer with its inbox in
 * PostgreSQL: an event its handler cannot take is dead-lettered, listed, replayed once the
 * handler is fixed, handled once, and its dead letter is gone.
 */

const logger = createLogger('silent');
const main = fileURLToPath(new URL('../src/dead-letters-main.ts', import.meta.url));
const weather = durableConsumers.weatherCities; // run here by the weather user, as the weather service does
let nats: SecuredNats;
let database: TestDatabase;
let db: PgDb;
let cities: EventBus;
let weatherBus: EventBus;
let consumer: Consumer;
let admin: NatsConnection;
let adminJsm: JetStreamManager;
/** The poisoned handler's switch, and what the fixed one handled (event ids). */
let fixed = false;
const handled: string[] = [];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command as a process, with the environment an operator gives it. */
function deadLetters(args: string[], env: Record<string, string> = nats.envOf(operatorUser)): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', main, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const city = (id: number): CityFacts => ({ id, citySlug: `c-${id}`, cityName: `C ${id}`, province: 'ON', latitude: 44, longitude: -79, population: null, pageActive: true, template: 't' });
const deadLetterCount = async () => (await adminJsm.streams.info('EVENTS_DEADLETTER')).state.messages;
/** Until the durable has nothing left to deliver (nats-setup's user may read its state). */
const drained = () =>
  vi.waitFor(
    async () => {
      const info = await adminJsm.consumers.info('EVENTS', weather.durable);
      expect(info.num_pending + info.num_ack_pending).toBe(0);
    },
    { timeout: 10_000, interval: 50 },
  );

beforeAll(async () => {
  nats = await startSecuredNats();
  await setUpNats({ servers: [nats.url], replicas: 1, connectTimeoutMs: 5000, logger, credentials: nats.as(natsSetupUser) });
  admin = await connect({ servers: nats.url, ...nats.as(natsSetupUser) });
  adminJsm = await jetstreamManager(admin);
  database = await freshDatabase('dead_letters');
  db = createPgDb(database.url);
  await ensureEventTables(db);
  cities = await createBusFromEnv(nats.envOf('cities'), logger);
  weatherBus = await createBusFromEnv(nats.envOf('weather'), logger);
  consumer = await subscribeToEvents(weatherBus, db, {
    durable: weather.durable,
    events: [cityCreated],
    retryDelayMs: 50,
    handle: async (event) => {
      if (!fixed) throw new PermanentEventError(`city ${event.data.city.citySlug} cannot be handled yet`);
      handled.push(event.id);
    },
  });
});

afterAll(async () => {
  await consumer?.stop();
  await weatherBus?.close();
  await cities?.close();
  await admin?.close();
  await db?.$disconnect();
  await database?.drop();
  await nats?.stop();
});

describe('npm run dead-letters', () => {
  it('lists a poisoned event with its error, replays it after the fix, handled once, and the dead letter is gone', async () => {
    const event = cityCreated.create({ city: city(1) }, 'cities');
    await cities.publish(event);
    await vi.waitFor(async () => expect(await deadLetterCount()).toBe(1), { timeout: 10_000, interval: 50 });

    const listed = await deadLetters(['list']);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    const [header, row, total] = listed.stdout.trim().split('\n');
    expect(header).toMatch(/^SEQ\s+DURABLE\s+EVENT TYPE\s+EVENT ID\s+DEAD-LETTERED AT\s+DELIVERIES\s+ERROR$/);
    expect(row).toMatch(new RegExp(`^\\d+\\s+${weather.durable}\\s+cities\\.city\\.created\\s+${event.id}\\s+\\d{4}-\\d\\d-\\d\\dT\\S+\\s+1\\s+city c-1 cannot be handled yet$`));
    expect(total).toBe('1 dead letter(s)');
    expect((await deadLetters(['list', '--durable', 'seo-city-pages'])).stdout).toBe('no dead letters of seo-city-pages\n');

    fixed = true;
    const replayed = await deadLetters(['replay', '--id', event.id, '--durable', weather.durable]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain(`replayed cities.city.created ${event.id} (dead-lettered by ${weather.durable})`);
    expect(replayed.stdout).toContain('every durable consuming them gets them again');
    await vi.waitFor(() => expect(handled).toEqual([event.id]), { timeout: 10_000, interval: 50 });
    expect(await deadLetterCount()).toBe(0);
    expect((await deadLetters(['list'])).stdout).toBe('no dead letters\n');

    // A second replay of the same event (a fresh message id, as the command sends) changes nothing: the inbox has it.
    await jetstream(await connect({ servers: nats.url, ...nats.as(operatorUser) }).then((nc) => (afterAll(() => nc.close()), nc))).publish(
      'cities.city.created',
      JSON.stringify(event),
      { msgID: `${event.id}:again` },
    );
    await drained();
    expect(handled).toEqual([event.id]);
    const [inbox] = await db.$queryRawUnsafe<{ count: number }[]>('SELECT count(*)::int AS count FROM service_kit.inbox WHERE event_id = $1::uuid', event.id);
    expect(inbox!.count).toBe(1);
  });

  it('replays none that is no event envelope (it would come back), and purges it by its sequence', async () => {
    fixed = true;
    await jetstream(await connect({ servers: nats.url, ...nats.as('cities') }).then((nc) => (afterAll(() => nc.close()), nc))).publish(
      'cities.city.created',
      'not json at all',
    );
    await vi.waitFor(async () => expect(await deadLetterCount()).toBe(1), { timeout: 10_000, interval: 50 });
    const listed = await deadLetters(['list', '--durable', weather.durable]);
    const seq = /^(\d+)\s/m.exec(listed.stdout.split('\n')[1]!)![1]!;
    expect(listed.stdout).toContain('(no envelope)');
    expect(listed.stdout).toContain('Invalid event envelope');

    const replayed = await deadLetters(['replay', '--all']);
    expect(replayed.code).toBe(1);
    expect(replayed.stderr).toContain(`not replayed: seq ${seq} of ${weather.durable}: what the consumer received is not an event envelope`);
    expect(await deadLetterCount()).toBe(1);

    const purged = await deadLetters(['purge', '--seq', seq]);
    expect(purged).toMatchObject({ code: 0, stdout: `purged 1 dead letter(s) at sequence ${seq}\n` });
    expect(await deadLetterCount()).toBe(0);
    expect(await deadLetters(['purge', '--seq', seq])).toMatchObject({ code: 1, stderr: `no dead letter at sequence ${seq}\n` });
  });

  it("purges all of a durable's dead letters, and one by its event id", async () => {
    fixed = false;
    const events = [2, 3, 4].map((id) => cityCreated.create({ city: city(id) }, 'cities'));
    for (const event of events) await cities.publish(event);
    await vi.waitFor(async () => expect(await deadLetterCount()).toBe(3), { timeout: 10_000, interval: 50 });

    expect(await deadLetters(['purge', '--id', events[0]!.id])).toMatchObject({ code: 0, stdout: `purged 1 dead letter(s) with event id ${events[0]!.id}\n` });
    const left = (await deadLetters(['list'])).stdout;
    expect(left).not.toContain(events[0]!.id);
    expect(left).toContain(events[1]!.id);
    expect(await deadLetters(['purge', '--all', '--durable', 'seo-city-pages'])).toMatchObject({ code: 0, stdout: 'purged 0 dead letter(s) of seo-city-pages\n' });
    expect(await deadLetters(['purge', '--all', '--durable', weather.durable])).toMatchObject({ code: 0, stdout: `purged 2 dead letter(s) of ${weather.durable}\n` });
    expect(await deadLetterCount()).toBe(0);
    await drained();
    expect(handled).not.toContain(events[1]!.id);
  });

  it.each([
    [[], 'say what to do: list, replay or purge'],
    [['show'], 'unknown command "show": list, replay or purge'],
    [['replay'], 'replay needs --id EVENT_ID, --seq N or --all'],
    [['purge', '--id', 'abc'], '--id "abc" is not an event id'],
    [['purge', '--seq', '0'], '--seq "0" is not a sequence number'],
    [['replay', '--id', '0b7e1a9c-5f7d-4c1e-9a51-3f0e0c4b8d21', '--all'], 'give one of --id, --seq and --all'],
    [['list', '--durable', 'a.b'], '--durable "a.b" is not a durable name'],
    [['list', '--force'], "Unknown option '--force'\n"],
    [['list', '--durable'], "Option '--durable <value>' argument missing"],
    [['list', 'extra'], 'unexpected argument "extra"'],
  ])('exits 2 with the usage line on %j', async (args, message) => {
    const run = await deadLetters(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
    expect(run.stderr.trim().split('\n').at(-1)).toBe(deadLettersUsage);
  });

  it('says which user NATS refused, and exits 1', async () => {
    const run = await deadLetters(['list'], { ...nats.envOf(operatorUser), NATS_PASSWORD: 'nwrong' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot connect to NATS at nats:\/\/127\.0\.0\.1:\d+ as operator: .*Authorization Violation/);
  });

});
