import { schemaSettingsUpdated, type EventEnvelope, type SchemaSettings, type SchemaSettingsVersion } from '@local-seo/contracts';
import type { Consumer } from '@local-seo/service-kit';
import { expectRefusal } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brand, startHarness, type Harness } from './harness.js';

let harness: Harness;
let consumer: Consumer;
const received: EventEnvelope[] = [];

beforeAll(async () => {
  harness = await startHarness('schema_settings');
  consumer = await harness.bus.consume({
    durable: 'test-schema-settings',
    subjects: [schemaSettingsUpdated.type],
    handler: async ({ event }) => void received.push(event),
  });
});
afterAll(async () => {
  await consumer?.stop();
  await harness?.close();
});

const get = (url: string) => harness.seo.app.inject({ method: 'GET', url });
const put = (settings: unknown, headers: Record<string, string> = {}) =>
  harness.seo.app.inject({ method: 'PUT', url: '/api/seo/schema-settings', payload: settings as object, headers });
const current = async () => (await get('/api/seo/schema-settings')).json() as { version: number; settings: SchemaSettings };
const waitLong = { timeout: 10_000, interval: 50 };

describe('schema settings', () => {
  it('start as version 1 with the documented defaults', async () => {
    const response = await get('/api/seo/schema-settings');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"schema-settings-v1"');
    const { version, settings } = response.json();
    expect(version).toBe(1);
    expect(settings.businessDetails).toMatchObject({
      officialName: brand.name,
      phone: brand.phone,
      email: brand.email,
      currency: 'CAD',
      priceRange: '$$',
      timezone: 'America/Toronto',
      businessHours: ['Mo-Fr 07:00-17:00', 'Sa 08:00-16:00'],
      sameDayCutoff: '12:00',
      onlineOrdering: '24/7',
    });
    expect(settings.pageTypes.cityPages.topProductsCount).toBe(10);
  });

  it('are saved as a new version, keeping the previous ones, and announce the change', async () => {
    const { settings } = await current();
    settings.businessDetails.phone = '+1-705-555-0199';
    settings.pageTypes.cityPages.topProductsCount = 8;
    const response = await put({ ...settings, businessDetails: { ...settings.businessDetails, paymentMethods: 'Cash, Debit Card' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"schema-settings-v2"');
    expect(response.json()).toMatchObject({ version: 2, created: true, settings: { businessDetails: { phone: '+1-705-555-0199', paymentMethods: ['Cash', 'Debit Card'] } } });
    expect((await current()).version).toBe(2);

    const versions = (await get('/api/seo/schema-settings/versions')).json() as SchemaSettingsVersion[];
    expect(versions.map((v) => [v.version, v.changed_sections])).toEqual([
      [2, ['businessDetails', 'pageTypes']],
      [1, ['businessDetails', 'messaging', 'pageTypes']],
    ]);
    expect(versions[1]!.settings.businessDetails.phone).toBe(brand.phone);

    await vi.waitFor(() => expect(received).toHaveLength(1), waitLong);
    const event = schemaSettingsUpdated.parse(received[0]);
    expect(event.source).toBe('seo');
    expect(event.data).toEqual({ version: 2, previousVersion: 1, changedSections: ['businessDetails', 'pageTypes'] });
  });

  it('make no version and no event when nothing changed', async () => {
    const { settings } = await current();
    const response = await put(settings);
    expect(response.json()).toMatchObject({ version: 2, created: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(1);
  });

  it.each([
    [(s: any) => (s.businessDetails.businessHours = ['Mon-Fri 7am-5pm']), 'Business hours must look like "Mo-Fr 07:00-17:00"', 'businessDetails.businessHours.0'],
    [(s: any) => (s.businessDetails.timezone = 'America/New_York'), /^Timezone must be one of/, 'businessDetails.timezone'],
    [(s: any) => (s.businessDetails.email = 'not-an-email'), 'Email must be a valid e-mail address', 'businessDetails.email'],
    [(s: any) => (s.businessDetails.sameDayCutoff = '1:30 PM'), 'Same-day cut-off must be a 24-hour time such as 12:00 or 13:30', 'businessDetails.sameDayCutoff'],
    [(s: any) => (s.pageTypes.cityPages.topProductsCount = 0), 'Top products must be 1 to 50', 'pageTypes.cityPages.topProductsCount'],
    [(s: any) => delete s.messaging, 'messaging is required', 'messaging'],
  ])('refuse invalid settings with the reason and the field (%#)', async (spoil, message, field) => {
    const { settings } = await current();
    spoil(settings);
    const response = await put(settings);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(response.json().details[0].field).toBe(field);
    expect((await current()).version).toBe(2);
  });

  it('refuse a save based on a version that is no longer current (If-Match)', async () => {
    const { settings } = await current();
    settings.messaging.seasonalMessaging.fall = 'Fall clean-up: mulch and compost by the yard.';
    const stale = await put(settings, { 'if-match': '"schema-settings-v1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toMatch(/^The schema settings changed since you loaded them \(now version 2, yours 1\)/);
    const fresh = await put(settings, { 'if-match': '"schema-settings-v2"' });
    expect(fresh.json()).toMatchObject({ version: 3, created: true });
  });

  it('are kept across a restart, without a second first version', async () => {
    await harness.restartSeo();
    expect((await current()).settings.messaging.seasonalMessaging.fall).toBe('Fall clean-up: mulch and compost by the yard.');
    const versions = (await get('/api/seo/schema-settings/versions')).json() as SchemaSettingsVersion[];
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('restore an earlier version as a new one, keeping the history, refusing a stale If-Match and an unknown version', async () => {
    const restore = (version: string, headers: Record<string, string> = {}) =>
      harness.seo.app.inject({ method: 'POST', url: `/api/seo/schema-settings/versions/${version}/restore`, headers });
    const stale = await restore('1', { 'if-match': '"schema-settings-v2"' });
    expect(stale.statusCode).toBe(412);

    const restored = await restore('1', { 'if-match': '"schema-settings-v3"' });
    expect(restored.statusCode).toBe(200);
    expect(restored.headers.etag).toBe('"schema-settings-v4"');
    expect(restored.json()).toMatchObject({ version: 4, created: true, settings: { businessDetails: { phone: brand.phone } } });
    const now = await current();
    expect(now.version).toBe(4);
    expect(now.settings.messaging.seasonalMessaging.fall).not.toBe('Fall clean-up: mulch and compost by the yard.');
    const versions = (await get('/api/seo/schema-settings/versions')).json() as SchemaSettingsVersion[];
    expect(versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    await vi.waitFor(() => expect(received.map((e) => (e.data as { version: number }).version)).toContain(4), waitLong);

    // The version in force again: nothing new.
    expect((await restore('4')).json()).toMatchObject({ version: 4, created: false });
    expectRefusal(await restore('99'), 404, 'The schema settings have no version 99');
    expectRefusal(await restore('first'), 400, 'Version must be a positive whole number');
  });

  it('read 12:00 as the same-day cut-off of a version saved before it existed, and keep the one staff save', async () => {
    const before = await current();
    const { sameDayCutoff: _, ...olderDetails } = before.settings.businessDetails;
    // A version as the service stored it before the same-day cut-off was a setting: no such key in its JSON.
    await harness.seo.context.db.schemaSettingsVersion.create({
      data: { version: before.version + 1, settings: { ...before.settings, businessDetails: olderDetails }, changedSections: ['businessDetails'] },
    });
    const older = await get('/api/seo/schema-settings');
    expect(older.json()).toMatchObject({ version: before.version + 1, settings: { businessDetails: { sameDayCutoff: '12:00' } } });
    const versions = (await get('/api/seo/schema-settings/versions')).json() as SchemaSettingsVersion[];
    expect(versions[0]!.settings.businessDetails.sameDayCutoff).toBe('12:00');

    const settings = older.json().settings as SchemaSettings;
    const saved = await put(
      { ...settings, businessDetails: { ...settings.businessDetails, sameDayCutoff: '13:30' } },
      { 'if-match': older.headers.etag as string },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: before.version + 2, created: true, settings: { businessDetails: { sameDayCutoff: '13:30' } } });
    expect((await current()).settings.businessDetails.sameDayCutoff).toBe('13:30');
    // The change is announced like any other, so the public pages are composed again.
    await vi.waitFor(() => {
      const event = received.map((e) => schemaSettingsUpdated.parse(e)).find((e) => e.data.version === before.version + 2);
      expect(event?.data.changedSections).toEqual(['businessDetails']);
    }, waitLong);

    await harness.restartSeo();
    expect((await current()).settings.businessDetails.sameDayCutoff).toBe('13:30');
  });
});
