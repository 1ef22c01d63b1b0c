import { actorHeaderName, actorHeaderValue, type VersionedSeoSettings } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

/**
 * Edits that cannot overwrite each other (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other),
 * for the SEO settings, against real PostgreSQL: the settings are rows by key, their version
 * one row of its own raised with them; its ETag on a read and a save, If-Match, 412 with the
 * current settings, who saved them (the gateway's actor header), the last writer wins without
 * If-Match, one of several concurrent saves on one version goes through.
 */
let harness: Harness;
const editor = { id: 7, email: 'editor@example.com', name: 'Eddie Editor' };

beforeAll(async () => {
  harness = await startHarness('settings_versions');
});
afterAll(() => harness?.close());

const app = () => harness.seo.app;
const read = () => app().inject('/api/seo/settings');
const current = async () => (await read()).json() as VersionedSeoSettings;
const put = (payload: object, headers: Record<string, string> = {}) =>
  app().inject({ method: 'PUT', url: '/api/seo/settings', payload, headers: { [actorHeaderName]: actorHeaderValue(editor), ...headers } });

describe('the SEO settings version', () => {
  it('is the ETag of a read and of a save that names who made it; a save based on an older one is refused with 412 and the current settings', async () => {
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"1"');
    expect(first.json()).toMatchObject({ tracking_window_days: 28, version: 1, updated_by: null });

    const saved = await put({ tracking_window_days: 60 }, { 'if-match': '"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).toMatchObject({ tracking_window_days: 60, version: 2, updated_by: editor });
    expect((await read()).headers.etag).toBe('"2"');

    const stale = await put({ tracking_window_days: 90, programmatic_keyword_templates: ['late {city}'] }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect(stale.json()).toMatchObject({
      statusCode: 412,
      message: 'These SEO settings changed since you loaded them (now version 2, yours 1): reload them, or apply your change on top',
      current: { tracking_window_days: 60, version: 2, updated_by: editor },
    });
    // Nothing of the stale save was written, neither row.
    const after = await current();
    expect(after).toMatchObject({ tracking_window_days: 60, version: 2 });
    expect(after.programmatic_keyword_templates).not.toContain('late {city}');

    const bad = await put({ tracking_window_days: 30 }, { 'if-match': 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'If-Match must be the ETag of the record you loaded, such as "3"' });
    expect(await current()).toMatchObject({ tracking_window_days: 60, version: 2 });
  });

  it('applies a save without If-Match (the last writer wins), and lets one of several concurrent saves on one version through', async () => {
    const before = await current();
    const unversioned = await app().inject({ method: 'PUT', url: '/api/seo/settings', payload: { tracking_window_days: 45 } });
    expect(unversioned.statusCode, unversioned.body).toBe(200);
    expect(unversioned.json()).toMatchObject({ tracking_window_days: 45, version: before.version + 1, updated_by: null });

    const base = before.version + 1;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => put({ tracking_window_days: 100 + i }, { 'if-match': `"${base}"` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412, 412, 412, 412, 412]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as VersionedSeoSettings;
    expect(await current()).toMatchObject({ tracking_window_days: winner.tracking_window_days, version: base + 1 });
    for (const refused of answers.filter((a) => a.statusCode === 412)) {
      expect(refused.json().current).toMatchObject({ tracking_window_days: winner.tracking_window_days, version: base + 1 });
    }

    // Concurrent saves without If-Match all apply, one after the other.
    const all = await Promise.all(Array.from({ length: 4 }, (_, i) => put({ tracking_window_days: 200 + i })));
    expect(all.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await current()).toMatchObject({ version: base + 5 });
  });

  it('stays as it is on a save that changes nothing, and who saved last with it', async () => {
    const before = await current();
    const same = await put({ tracking_window_days: before.tracking_window_days, programmatic_keyword_templates: before.programmatic_keyword_templates }, { 'if-match': `"${before.version}"` });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.headers.etag).toBe(`"${before.version}"`);
    expect(same.json()).toEqual(before);

    // One setting changed among unchanged ones: one version more.
    const one = await put({ tracking_window_days: before.tracking_window_days + 1, programmatic_keyword_templates: before.programmatic_keyword_templates }, { 'if-match': `"${before.version}"` });
    expect(one.json()).toMatchObject({ tracking_window_days: before.tracking_window_days + 1, version: before.version + 1, updated_by: editor });
  });
});
