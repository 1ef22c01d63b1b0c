import { actorHeaderName, actorHeaderValue, type AdminWeatherSuggestion } from '@local-seo/contracts';
import { csvUploadBody } from '@local-seo/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './setup.js';

/**
 * Edits that cannot overwrite each other (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other),
 * for weather suggestions, against real PostgreSQL: the version in the staff list and as the
 * ETag of a change, If-Match, 412 with the current suggestion, who made the change (the
 * gateway's actor header), the last writer wins without If-Match, one of several concurrent
 * changes on one version goes through, and an import's change refuses an edit loaded before it.
 */
let stack: Stack;
const editor = { id: 7, email: 'editor@example.com', name: 'Eddie Editor' };

beforeAll(async () => {
  stack = await startStack('suggestion_versions', { WEATHER_PROVIDER: 'sample' });
});
afterAll(() => stack?.close());

const app = () => stack.weather.app;
const staffList = async () => (await app().inject('/api/admin/weather-suggestions')).json() as AdminWeatherSuggestion[];
const patch = (id: number, payload: object, headers: Record<string, string> = {}) =>
  app().inject({ method: 'PATCH', url: `/api/weather/suggestions/${id}`, payload, headers: { [actorHeaderName]: actorHeaderValue(editor), ...headers } });

let conditions = 0;
async function newSuggestion(): Promise<AdminWeatherSuggestion> {
  const created = await app().inject({ method: 'POST', url: '/api/weather/suggestions', payload: { weather_condition: `Versioned ${++conditions}`, suggestion_text: 'first text' } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

describe('a weather suggestion version', () => {
  it('is in the staff list, raised by a change that names who made it; a change based on an older one is refused with 412 and the current one', async () => {
    const suggestion = await newSuggestion();
    expect((await staffList()).find((s) => s.id === suggestion.id)).toMatchObject({ version: 1, updated_by: null });

    const saved = await patch(suggestion.id, { suggestion_text: 'mine first' }, { 'if-match': '"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).toMatchObject({ suggestion_text: 'mine first', version: 2, updated_by: editor });

    const stale = await patch(suggestion.id, { suggestion_text: 'late' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect(stale.json()).toMatchObject({
      statusCode: 412,
      message: expect.stringContaining('This weather suggestion changed since you loaded it'),
      current: { id: suggestion.id, suggestion_text: 'mine first', version: 2, updated_by: editor },
    });
    expect((await staffList()).find((s) => s.id === suggestion.id)).toMatchObject({ suggestion_text: 'mine first', version: 2 });

    const bad = await patch(suggestion.id, { suggestion_text: 'x' }, { 'if-match': 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'If-Match must be the ETag of the record you loaded, such as "3"' });
  });

  it('applies a change without If-Match (the last writer wins), and lets one of several concurrent changes on one version through', async () => {
    const suggestion = await newSuggestion();
    expect((await patch(suggestion.id, { suggestion_text: 'a' })).json()).toMatchObject({ suggestion_text: 'a', version: 2 });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => patch(suggestion.id, { suggestion_text: `n${i}` }, { 'if-match': '"2"' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412, 412, 412, 412, 412]);
    expect((await staffList()).find((s) => s.id === suggestion.id)).toMatchObject({ version: 3 });
    // Concurrent changes without If-Match all apply, one after the other.
    const unversioned = await Promise.all(Array.from({ length: 4 }, (_, i) => patch(suggestion.id, { suggestion_text: `w${i}` })));
    expect(unversioned.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await staffList()).find((s) => s.id === suggestion.id)).toMatchObject({ version: 7 });
  });

  it('is raised by an import too, which names no one, so an edit loaded before it is refused', async () => {
    const suggestion = await newSuggestion();
    const form = await csvUploadBody(`weather_condition,suggestion_text\n${suggestion.weather_condition},from an import\n`, 'suggestions.csv', 'text/csv');
    const imported = await app().inject({ method: 'POST', url: '/api/import/weather-suggestions', ...form });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await staffList()).find((s) => s.id === suggestion.id)).toMatchObject({ suggestion_text: 'from an import', version: 2, updated_by: null });
    expect((await patch(suggestion.id, { suggestion_text: 'late' }, { 'if-match': '"1"' })).statusCode).toBe(412);
  });
});
