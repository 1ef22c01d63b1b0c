import { actorHeaderName, actorHeaderValue, cityPurged, cityUpdated, trashItemSchema, trashListSchema, type AdminCity, type EventEnvelope } from '@local-seo/contracts';
import { createLogger, createNatsBus, type EventBus } from '@local-seo/service-kit';
import { deleteStreams, freshDatabase, isolatedStream, natsUrl } from '@local-seo/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { citiesService } from '../src/index.js';
import { startCitiesService, type StartedCities } from './support/service.js';

/**
 * The Trash of cities (docs/decisions.md, decision 11): a delete moves a city to the Trash
 * (gone from every list and public read, its page 410), a restore brings it back whole, the
 * purge forgets it after 30 days; each move is an event through the outbox.
 */

const editor = { id: 5, email: 'eddie.editor@example.com', name: 'Eddie Editor' };
const owner = { id: 1, email: 'olive.owner@example.com', name: 'Olive Owner' };
const as = (actor: typeof editor) => ({ [actorHeaderName]: actorHeaderValue(actor) });
const day = 86_400_000;

let started: StartedCities;
let app: FastifyInstance;
const events: EventEnvelope[] = [];

beforeAll(async () => {
  started = await startCitiesService('city_trash');
  app = started.app;
  await started.service.listen({ port: 0, host: '127.0.0.1' });
  await started.service.context.bus.consume({
    durable: 'test-city-trash',
    subjects: [cityUpdated.type, cityPurged.type],
    handler: async ({ event }) => void events.push(event),
  });
});

afterAll(async () => started?.close());

let count = 0;
async function newCity(fields: Record<string, unknown> = {}): Promise<AdminCity> {
  const n = ++count;
  const response = await app.inject({
    method: 'POST',
    url: '/api/cities',
    payload: { city_name: `Trashville ${n}`, province: 'Ontario', latitude: 44 + n / 100, longitude: -79.5, url_slug: `trashville-${n}`, page_active: true, population: 1200 + n, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const remove = (id: number, actor = editor) => app.inject({ method: 'DELETE', url: `/api/cities/${id}`, headers: as(actor) });
const restore = (id: number | string, actor = owner) => app.inject({ method: 'POST', url: `/api/admin/trash/cities/${id}/restore`, headers: as(actor) });
const trash = async () => trashListSchema.parse((await app.inject({ url: '/api/admin/trash/cities' })).json()).items;
const get = (url: string) => app.inject({ url });
const eventsOf = (id: number) => events.filter((event) => (event.data as { city: { id: number } }).city.id === id);
/** Makes the city's stay in the Trash begin `days` ago. */
const deletedDaysAgo = (id: number, days: number) =>
  started.service.context.db.$executeRawUnsafe(`UPDATE trash SET deleted_at = now() - make_interval(days => $2) WHERE entity = 'city' AND record_id = $1`, id, days);

describe('deleting a city', () => {
  it('moves it to the Trash: gone from the lists and public reads, its page 410, in the Trash with who deleted it', async () => {
    const neighbour = await newCity();
    const city = await newCity({ latitude: neighbour.latitude + 0.01 });
    expect((await get(`/api/cities/${neighbour.url_slug}/nearby`)).json().map((n: { url_slug: string }) => n.url_slug)).toContain(city.url_slug);

    const deleted = await remove(city.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const item = trashItemSchema.parse(deleted.json());
    expect(item).toMatchObject({ entity: 'city', id: String(city.id), name: city.city_name, detail: `/${city.url_slug}`, deletedBy: editor });
    expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * day);

    expect((await get('/api/admin/cities')).json().map((c: AdminCity) => c.id)).not.toContain(city.id);
    expect((await get('/api/cities')).json().map((c: AdminCity) => c.id)).not.toContain(city.id);
    expect((await get('/api/admin/cities/index')).json().map((c: { id: number }) => c.id)).not.toContain(city.id);
    expect((await get(`/api/admin/cities/${city.id}`)).statusCode).toBe(404);
    expect((await get(`/api/cities/${city.url_slug}`)).statusCode).toBe(404);
    expect((await get(`/api/cities/${neighbour.url_slug}/nearby`)).json().map((n: { url_slug: string }) => n.url_slug)).not.toContain(city.url_slug);
    // Gone, not unknown: the public site answers 410.
    expect((await get(`/api/cities/${city.url_slug}/page-state`)).json()).toEqual({ state: 'inactive' });
    expect((await get('/api/cities/never-was-here/page-state')).statusCode).toBe(404);
    // A city deleted before it was ever published stays unknown.
    const draft = await newCity({ page_active: false });
    expect((await remove(draft.id)).statusCode).toBe(200);
    expect((await get(`/api/cities/${draft.url_slug}/page-state`)).statusCode).toBe(404);
    expect((await get('/api/export/cities.csv')).body).not.toContain(city.url_slug);

    expect((await trash()).find((entry) => entry.id === String(city.id))).toEqual(item);
    // A city in the Trash cannot be changed or deleted again.
    expect((await app.inject({ method: 'PATCH', url: `/api/cities/${city.id}`, payload: { population: 1 } })).statusCode).toBe(404);
    expect((await remove(city.id)).json()).toMatchObject({ statusCode: 404, message: 'City not found' });
  });

  it('tells every service its page is gone, and that it came back on a restore (cities.city.updated, trash)', async () => {
    const city = await newCity();
    expect((await remove(city.id)).statusCode).toBe(200);
    await vi.waitFor(() => expect(eventsOf(city.id).map((e) => (e.data as { trash?: string }).trash)).toContain('trashed'), { timeout: 10_000 });
    const trashed = cityUpdated.parse(eventsOf(city.id).find((e) => (e.data as { trash?: string }).trash === 'trashed'));
    expect(trashed.data).toMatchObject({ city: { id: city.id, pageActive: false }, activation: 'deactivated', changed: ['page_active', 'deleted_at'], summary: { name: city.city_name } });
    expect(trashed.actor).toEqual(editor);

    expect((await restore(city.id)).statusCode).toBe(200);
    await vi.waitFor(() => expect(eventsOf(city.id).map((e) => (e.data as { trash?: string }).trash)).toContain('restored'), { timeout: 10_000 });
    const restored = cityUpdated.parse(eventsOf(city.id).find((e) => (e.data as { trash?: string }).trash === 'restored'));
    expect(restored.data).toMatchObject({ city: { id: city.id, pageActive: true, citySlug: city.url_slug }, activation: 'activated' });
    expect(restored.actor).toEqual(owner);
  });
});

describe('restoring a city', () => {
  it('brings it back with its id, fields and earlier slugs, as a new version by whoever restored it', async () => {
    const city = await newCity({ seo_title: 'Landscape supplies in Trashville' });
    const moved = await app.inject({ method: 'PATCH', url: `/api/cities/${city.id}`, payload: { url_slug: `${city.url_slug}-on` } });
    expect(moved.statusCode).toBe(200);
    const before = moved.json() as AdminCity;
    expect((await remove(city.id)).statusCode).toBe(200);
    expect((await get(`/api/cities/${city.url_slug}/page-state`)).json()).toEqual({ state: 'inactive' });

    const restored = await restore(city.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(trashItemSchema.parse(restored.json())).toMatchObject({ entity: 'city', id: String(city.id), deletedBy: editor });
    const now = (await get(`/api/admin/cities/${city.id}`)).json() as AdminCity;
    const { version, updated_by, updated_at, ...fields } = now;
    const { version: v0, updated_by: _u0, updated_at: t0, ...fieldsBefore } = before;
    expect(fields).toEqual(fieldsBefore);
    expect({ version, updated_by }).toEqual({ version: v0 + 1, updated_by: owner });
    expect(Date.parse(updated_at)).toBeGreaterThan(Date.parse(t0));
    // Live again, at its address and its earlier one.
    expect((await get(`/api/cities/${before.url_slug}`)).statusCode).toBe(200);
    expect((await get(`/api/cities/${city.url_slug}`)).json()).toMatchObject({ url_slug: before.url_slug });
    expect((await trash()).map((entry) => entry.id)).not.toContain(String(city.id));
  });

  it('answers 404 for a city not in the Trash, and a second restore of the same one', async () => {
    const city = await newCity();
    expect((await restore(city.id)).json()).toMatchObject({ statusCode: 404, message: `City ${city.id} is not in the Trash` });
    expect((await remove(city.id)).statusCode).toBe(200);
    expect((await restore(city.id)).statusCode).toBe(200);
    expect((await restore(city.id)).statusCode).toBe(404);
    expect((await restore(99_999)).statusCode).toBe(404);
    expect((await restore('abc')).statusCode).toBe(400);
  });

  it('frees the slug at once; a restore whose slug a new city took answers 409 naming it, and changes nothing', async () => {
    const city = await newCity();
    expect((await remove(city.id)).statusCode).toBe(200);
    const taker = await newCity({ url_slug: city.url_slug, city_name: 'New Trashville' });
    const refused = await restore(city.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`The URL slug "${city.url_slug}" is now used by the city New Trashville; change that city's slug, then restore this one`);
    expect((await trash()).map((entry) => entry.id)).toContain(String(city.id));
    expect((await get(`/api/cities/${city.url_slug}`)).json()).toMatchObject({ id: taker.id });

    // Once the new city moves on, the restore goes through.
    expect((await app.inject({ method: 'PATCH', url: `/api/cities/${taker.id}`, payload: { url_slug: `${city.url_slug}-new` } })).statusCode).toBe(200);
    expect((await restore(city.id)).statusCode).toBe(409); // its old slug leads to the new city now
    await started.service.context.db.formerSlug.deleteMany({ where: { slug: city.url_slug } });
    expect((await restore(city.id)).statusCode).toBe(200);
    expect((await get(`/api/cities/${city.url_slug}`)).json()).toMatchObject({ id: city.id });
  });
});

describe('the purge', () => {
  it('forgets a city deleted 31 days ago for good and tells every service; one deleted 29 days ago stays', async () => {
    const old = await newCity();
    const recent = await newCity();
    expect((await remove(old.id)).statusCode).toBe(200);
    expect((await remove(recent.id)).statusCode).toBe(200);
    await deletedDaysAgo(old.id, 31);
    await deletedDaysAgo(recent.id, 29);

    const purged = await started.service.parts.purgeTrash();
    expect(purged.map((city) => city.id)).toContain(old.id);
    expect(purged.map((city) => city.id)).not.toContain(recent.id);
    const left = (await trash()).map((entry) => entry.id);
    expect(left).not.toContain(String(old.id));
    expect(left).toContain(String(recent.id));
    // Gone for good: unknown, not gone; its slug and id cannot come back.
    expect((await get(`/api/cities/${old.url_slug}/page-state`)).statusCode).toBe(404);
    expect((await restore(old.id)).statusCode).toBe(404);

    await vi.waitFor(() => expect(eventsOf(old.id).map((e) => e.type)).toContain(cityPurged.type), { timeout: 10_000 });
    expect(cityPurged.parse(eventsOf(old.id).find((e) => e.type === cityPurged.type)).data.city).toEqual({ id: old.id, citySlug: old.url_slug, cityName: old.city_name });
    expect(eventsOf(recent.id).map((e) => e.type)).not.toContain(cityPurged.type);
  });
});

describe('the Trash events on NATS', () => {
  let bus: EventBus;
  let stream: ReturnType<typeof isolatedStream>;
  let service: Awaited<ReturnType<typeof citiesService.create>>;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const logger = createLogger('silent');

  beforeAll(async () => {
    stream = isolatedStream();
    bus = await createNatsBus({ servers: natsUrl(), ...stream });
    database = await freshDatabase('city_trash_nats');
    service = await citiesService.create({ databaseUrl: database.url, bus, logger }, { brandName: 'Test Supply' });
    await service.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await service?.close();
    await bus?.close();
    await deleteStreams(natsUrl(), stream.streamName);
    await database?.drop();
  });

  it('are published once each: trashed, restored, trashed again, purged', async () => {
    const received: EventEnvelope[] = [];
    const consumer = await bus.consume({ durable: 'test-trash-nats', subjects: [cityUpdated.type, cityPurged.type], handler: async ({ event }) => void received.push(event) });
    const created = await service.app.inject({
      method: 'POST',
      url: '/api/cities',
      payload: { city_name: 'Natsville', province: 'Ontario', latitude: 44.5, longitude: -79.5, url_slug: 'natsville' },
    });
    const id = created.json().id as number;
    expect((await service.app.inject({ method: 'DELETE', url: `/api/cities/${id}` })).statusCode).toBe(200);
    expect((await service.app.inject({ method: 'POST', url: `/api/admin/trash/cities/${id}/restore` })).statusCode).toBe(200);
    expect((await service.app.inject({ method: 'DELETE', url: `/api/cities/${id}` })).statusCode).toBe(200);
    await service.context.db.$executeRawUnsafe(`UPDATE trash SET deleted_at = now() - interval '31 days'`);
    await service.parts.purgeTrash();

    const steps = () => received.map((event) => (event.type === cityPurged.type ? 'purged' : (event.data as { trash?: string }).trash));
    await vi.waitFor(() => expect(steps()).toEqual(['trashed', 'restored', 'trashed', 'purged']), { timeout: 15_000, interval: 50 });
    // The inactive city's page did not change by going or coming: no activation either way.
    expect(received.slice(0, 3).map((event) => (event.data as { activation: string | null }).activation)).toEqual([null, null, null]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(4);
    await consumer.stop();
  });
});
