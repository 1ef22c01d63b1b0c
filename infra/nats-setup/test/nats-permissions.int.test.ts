import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  cityCreated,
  cityUpdated,
  consumerSubjects,
  durableConsumers,
  eventSources,
  gatewayEventSource,
  productsChanged,
  type CityFacts,
  type EventEnvelope,
} from '@local-seo/contracts';
import { createBusFromEnv, createLogger, natsLayout, type DeadLetter, type EventBus } from '@local-seo/service-kit';
import { freePort, useStaffDatabase } from '@local-seo/testing';
import { AckPolicy, jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { durableOwner, gatewayKvBuckets, gatewayUser, natsPermissions, natsSetupUser, operatorUser, webPublicUser } from '../src/permissions.js';
import { listDeadLetters, purgeDeadLetters, replayDeadLetters } from '../src/dead-letters.js';
import { setUpNats, type NatsSetupReport } from '../src/setup.js';
import { startSecuredNats, type SecuredNats } from './support/secured-nats.js';

/**
 * NATS as deployed (the generated auth.conf), on a server of this file's own: every
 * component does its normal work with its own user, and no user can touch what is
 * another's: the gateway's session and login buckets above all, and other services'
 * events and durables.
 */

const logger = createLogger('silent');
const services = [...eventSources];
const violation = /Permissions Violation/;
let nats: SecuredNats;
let setupReport: NatsSetupReport;
/** The nats-setup user's manager: it may read the streams' state, so it can tell what got in. */
let admin: NatsConnection;
let adminJsm: JetStreamManager;
const connections: NatsConnection[] = [];
const buses: EventBus[] = [];

const connectAs = async (user: string) => {
  const nc = await connect({ servers: nats.url, ...nats.as(user) });
  connections.push(nc);
  return nc;
};
/** A bus as a service or the gateway makes it in compose and Kubernetes: from NATS_URL, NATS_USER, NATS_PASSWORD. */
const busAs = async (user: string) => {
  const bus = await createBusFromEnv(nats.envOf(user), logger);
  buses.push(bus);
  return bus;
};
const storedOn = async (subject: string) => (await adminJsm.streams.info('EVENTS', { subjects_filter: subject })).state.subjects?.[subject] ?? 0;
/** An event of `source` (its own subject space), valid as an envelope. */
const eventOf = (source: string): EventEnvelope => ({
  id: randomUUID(),
  type: `${source}.permission.checked`,
  version: 1,
  occurredAt: new Date().toISOString(),
  source,
  data: {},
});

beforeAll(async () => {
  nats = await startSecuredNats();
  setupReport = await setUpNats({ servers: [nats.url], replicas: 1, connectTimeoutMs: 5000, logger, credentials: nats.as(natsSetupUser) });
  admin = await connectAs(natsSetupUser);
  adminJsm = await jetstreamManager(admin);
});

afterAll(async () => {
  for (const bus of buses) await bus.close().catch(() => undefined);
  for (const nc of connections) await nc.close().catch(() => undefined);
  await nats?.stop();
});

describe('NATS users as deployed (generated auth.conf)', () => {
  it('nats-setup creates the event streams and every durable with its own user', () => {
    expect(Object.values(setupReport.streams)).toEqual(['created', 'created']);
    expect(setupReport.consumers).toEqual(Object.fromEntries(Object.values(durableConsumers).map((c) => [c.durable, 'created'])));
  });

  it('has a user for each service, the gateway, web-public, nats-setup and the operator, and none without a password', async () => {
    expect(natsPermissions().map((u) => u.user)).toEqual([...services, gatewayUser, webPublicUser, natsSetupUser, operatorUser]);
    await expect(connect({ servers: nats.url, reconnect: false })).rejects.toThrow(/Authorization Violation/);
    await expect(connect({ servers: nats.url, reconnect: false, user: 'cities', pass: nats.passwords.catalog })).rejects.toThrow(/Authorization Violation/);
  });

  it('each service consumes its durables and publishes its own events; the gateway hears them all', async () => {
    const gateway = await busAs(gatewayUser);
    const heard: string[] = [];
    await gateway.watch(
      services.map((source) => `${source}.>`),
      (event) => heard.push(event.type),
    );
    const received = new Map<string, string[]>();
    const bus = new Map<string, EventBus>();
    for (const service of services) bus.set(service, await busAs(service));
    for (const consumer of Object.values(durableConsumers)) {
      received.set(consumer.durable, []);
      await bus.get(durableOwner(consumer.durable))!.consume({
        durable: consumer.durable,
        subjects: consumerSubjects(consumer),
        handler: async ({ event }) => void received.get(consumer.durable)!.push(event.type),
      });
    }

    const city: CityFacts = { id: 1, citySlug: 'barrie', cityName: 'Barrie', province: 'ON', latitude: 44.4, longitude: -79.7, population: null, pageActive: true, template: 't' };
    const published: EventEnvelope[] = [
      cityCreated.create({ city }, 'cities'),
      cityUpdated.create({ city, changed: ['page_active'], activation: 'activated', previousSlug: null }, 'cities'),
    ];
    for (const event of published) await bus.get('cities')!.publish(event);
    const products = productsChanged.create({ productIds: [1], reason: 'created' }, 'catalog');
    await bus.get('catalog')!.publish(products);
    published.push(products);
    // Every service may publish under its own name (sitemap has no events today, but may).
    const own = services.map(eventOf);
    for (const event of own) await bus.get(event.source)!.publish(event);

    for (const consumer of Object.values(durableConsumers)) {
      const wanted = published.map((e) => e.type).filter((type) => consumerSubjects(consumer).includes(type));
      await vi.waitFor(() => expect(received.get(consumer.durable)).toEqual(wanted), { timeout: 10_000, interval: 50 });
    }
    await vi.waitFor(() => expect(heard.toSorted()).toEqual([...published, ...own].map((e) => e.type).toSorted()), { timeout: 10_000, interval: 50 });
    for (const event of own) expect(await storedOn(event.type)).toBe(1);
  });

  it("no service publishes another's events, nor the gateway any but its own", async () => {
    for (const service of services) {
      const bus = await busAs(service);
      for (const other of services.filter((s) => s !== service)) {
        const forged = { ...eventOf(other), type: `${other}.forged.by-${service}` };
        await expect(bus.publish(forged)).rejects.toThrow(violation);
        expect(await storedOn(forged.type)).toBe(0);
      }
    }
    const gateway = await busAs(gatewayUser);
    const forged = { ...eventOf('cities'), type: 'cities.forged.by-gateway' };
    await expect(gateway.publish(forged)).rejects.toThrow(violation);
    expect(await storedOn(forged.type)).toBe(0);
    // Its own (the staff accounts' changes), and nobody else's under its name.
    const own = eventOf(gatewayEventSource);
    await gateway.publish(own);
    expect(await storedOn(own.type)).toBe(1);
    for (const service of services) {
      const forgedGateway = { ...eventOf(gatewayEventSource), type: `${gatewayEventSource}.forged.by-${service}` };
      await expect((await busAs(service)).publish(forgedGateway)).rejects.toThrow(violation);
    }
  });

  it("no service runs or changes another's durable", async () => {
    const catalog = await busAs('catalog');
    const seo = durableConsumers.seoCityPages;
    await expect(catalog.consume({ durable: seo.durable, subjects: consumerSubjects(seo), handler: async () => undefined })).rejects.toThrow(violation);
    const jsm = await jetstreamManager(await connectAs('catalog'));
    await expect(jsm.consumers.delete('EVENTS', seo.durable)).rejects.toThrow(violation);
    await expect(jsm.consumers.add('EVENTS', { durable_name: 'catalog-everything', ack_policy: AckPolicy.Explicit })).rejects.toThrow(violation);
    await expect(jsm.streams.update('EVENTS', { subjects: ['cities.>', 'catalog.>', '$KV.>'] })).rejects.toThrow(violation);
    await expect(jsm.streams.delete('EVENTS')).rejects.toThrow(violation);
  });

  it('web-public hears the events that change pages, and publishes nothing', async () => {
    const nc = await connectAs(webPublicUser);
    const heard: string[] = [];
    const subscription = nc.subscribe('cities.>', { callback: (_error, message) => void heard.push(message.subject) });
    await nc.flush();
    const event = cityCreated.create({ city: { id: 2, citySlug: 'orillia', cityName: 'Orillia', province: 'ON', latitude: 44.6, longitude: -79.4, population: null, pageActive: true, template: 't' } }, 'cities');
    await (await busAs('cities')).publish(event);
    await vi.waitFor(() => expect(heard).toContain(event.type), { timeout: 5_000, interval: 50 });
    subscription.unsubscribe();
    const forged = { ...eventOf('cities'), type: 'cities.forged.by-web-public' };
    await expect(jetstream(nc).publish(forged.type, JSON.stringify(forged))).rejects.toThrow(violation);
    expect(await storedOn(forged.type)).toBe(0);
  });

  it('the operator reads, replays and purges dead letters, and publishes nothing else', async () => {
    // A dead letter as seo's consumer writes it (its user may publish its durables' dead letters).
    const durable = durableConsumers.seoCityPages.durable;
    const city: CityFacts = { id: 7, citySlug: 'midland', cityName: 'Midland', province: 'ON', latitude: 44.7, longitude: -79.9, population: null, pageActive: true, template: 't' };
    const event = cityCreated.create({ city }, 'cities');
    const written: DeadLetter = { durable, subject: event.type, error: 'poisoned', deliveryCount: 1, deadLetteredAt: new Date().toISOString(), event };
    await jetstream(await connectAs('seo')).publish(`deadletter.${durable}`, JSON.stringify(written));

    const nc = await connectAs(operatorUser);
    const ctx = { jsm: await jetstreamManager(nc), js: jetstream(nc), layout: natsLayout() };
    const [letter, ...others] = await listDeadLetters(ctx, { durable });
    expect(others).toEqual([]);
    expect(letter).toMatchObject({ durable, subject: event.type, eventId: event.id, error: 'poisoned' });
    const before = await storedOn(event.type);
    await replayDeadLetters(ctx, [letter!]);
    expect(await storedOn(event.type)).toBe(before + 1);
    expect(await listDeadLetters(ctx, { durable })).toEqual([]);
    expect(await purgeDeadLetters(ctx, durable)).toBe(0);

    // Nothing but the consumed event types: not another kind of event, not a dead letter
    // (only consumers write those), not the event stream or its durables.
    const js = jetstream(nc);
    for (const subject of ['cities.forged.by-operator', 'gateway.forged.by-operator', `deadletter.${durable}`, 'anything']) {
      await expect(js.publish(subject, JSON.stringify(eventOf('cities')))).rejects.toThrow(violation);
    }
    await expect(ctx.jsm.streams.purge('EVENTS')).rejects.toThrow(violation);
    await expect(ctx.jsm.streams.deleteMessage('EVENTS', 1)).rejects.toThrow(violation);
    await expect(ctx.jsm.streams.getMessage('EVENTS', { seq: 1 })).rejects.toThrow(violation);
    await expect(ctx.jsm.consumers.delete('EVENTS', durable)).rejects.toThrow(violation);
    await expect(ctx.jsm.consumers.add('EVENTS', { durable_name: 'operator-everything', ack_policy: AckPolicy.Explicit })).rejects.toThrow(violation);
    await expect(ctx.jsm.streams.delete('EVENTS_DEADLETTER')).rejects.toThrow(violation);
  });

  describe("the gateway's buckets", () => {
    const staffDb = useStaffDatabase(); // its accounts (dropped after the gateway below has stopped)
    let gateway: ChildProcess | undefined;
    afterAll(async () => {
      if (!gateway || gateway.exitCode !== null) return;
      const exited = new Promise((resolve) => gateway!.once('exit', resolve));
      gateway.kill('SIGTERM');
      await exited;
    });

    it('the gateway keeps its admin sessions and failed logins in them with its own user', async () => {
      const password = 'correct horse battery staple';
      const started = await startGatewayProcess({ ...nats.envOf(gatewayUser), DATABASE_URL: staffDb.url, ADMIN_PASSWORD: password });
      gateway = started.child;
      const login = (given: string) =>
        fetch(`${started.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: given }) });

      expect((await login('not the password')).status).toBe(401);
      const response = await login(password);
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('admin_session='))!.split(';')[0]!;
      const session = await fetch(`${started.url}/api/admin/session`, { headers: { cookie } });
      expect(await session.json()).toMatchObject({ authenticated: true });

      const kvm = new Kvm(await connectAs(gatewayUser));
      for (const bucket of gatewayKvBuckets) {
        const keys: string[] = [];
        for await (const key of await (await kvm.open(bucket)).keys()) keys.push(key);
        expect(keys.length, `${bucket} holds what the gateway wrote`).toBeGreaterThan(0);
      }
    });

    it.each([...services, natsSetupUser, operatorUser])('%s can neither read nor write them, nor listen to them or to the gateway\'s replies', async (user) => {
      const nc = await connectAs(user);
      const kvm = new Kvm(nc);
      for (const bucket of gatewayKvBuckets) {
        const kv = await kvm.open(bucket); // binds without asking the server
        await expect(kv.get('any')).rejects.toThrow(violation);
        await expect(kv.put('any', 'forged')).rejects.toThrow(violation);
        await expect(kv.delete('any')).rejects.toThrow(violation);
        await expect(kvm.create(bucket)).rejects.toThrow(violation);
        await expect(nc.request(`$JS.API.DIRECT.GET.KV_${bucket}`, JSON.stringify({ last_by_subj: `$KV.${bucket}.any` }))).rejects.toThrow(violation);
        const jsm = await jetstreamManager(nc);
        await expect(jsm.consumers.add(`KV_${bucket}`, { ack_policy: AckPolicy.None })).rejects.toThrow(violation);
        await expect(jsm.streams.info(`KV_${bucket}`)).rejects.toThrow(violation);
      }
      for (const subject of ['$KV.gateway_sessions.>', `_INBOX_${gatewayUser}.>`, '_INBOX.>', '>']) {
        const closedWith = await nc.subscribe(subject).closed;
        expect(String(closedWith), subject).toMatch(violation);
      }
    });
  });
});

/** The gateway as compose and Kubernetes run it (src/server.ts), on a free port; resolves once it answers. */
async function startGatewayProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const server = fileURLToPath(new URL('../../../gateway/src/server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', server], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode}):\n${output}`);
    const answered = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (answered) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`the gateway did not answer within 30 s:\n${output}`);
}

