import { weatherSuggestionsChanged, type EventEnvelope } from '@local-seo/contracts';
import { csvUploadBody } from '@local-seo/service-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, waitLong, type Stack } from './setup.js';

let stack: Stack;
const received: EventEnvelope[] = [];

beforeAll(async () => {
  stack = await startStack('weather_suggestions', { WEATHER_PROVIDER: 'sample' });
  await stack.bus.consume({
    durable: 'test-weather-suggestions',
    subjects: [weatherSuggestionsChanged.type],
    handler: async ({ event }) => void received.push(event),
  });
});
afterAll(() => stack?.close());

const app = () => stack.weather.app;
const list = async () => (await app().inject('/api/weather/suggestions')).json() as Array<Record<string, unknown>>;
const create = (payload: object) => app().inject({ method: 'POST', url: '/api/weather/suggestions', payload });
const patch = (id: number | string, payload: object) => app().inject({ method: 'PATCH', url: `/api/weather/suggestions/${id}`, payload });
const remove = (id: number | string) => app().inject({ method: 'DELETE', url: `/api/weather/suggestions/${id}` });

/** A CSV upload to the import, as the admin panel sends it (multipart field 'file'). */
async function upload(csv: string, query = '', filename = 'suggestions.csv', contentType = 'text/csv') {
  const form = await csvUploadBody(csv, filename, contentType);
  return app().inject({ method: 'POST', url: `/api/import/weather-suggestions${query}`, ...form });
}

describe('weather suggestions', () => {
  it('starts empty: there are no stored defaults, only the fallback tips', async () => {
    expect(await list()).toEqual([]);
  });

  it('creates one with tidy related products, and tells others', async () => {
    const response = await create({ weather_condition: ' Rain ', suggestion_text: 'Plan drainage work', related_products: 'Drainage Gravel , Sand,,' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      weather_condition: 'Rain',
      suggestion_text: 'Plan drainage work',
      related_products: 'Drainage Gravel, Sand',
      version: 1,
      updated_at: expect.any(String),
      updated_by: null,
    });
    // The public list (the pages') carries nothing of staff's edits.
    expect(await list()).toEqual([{ id: created.id, weather_condition: 'Rain', suggestion_text: 'Plan drainage work', related_products: 'Drainage Gravel, Sand' }]);
    await vi.waitFor(() => expect(received.map((e) => e.data)).toContainEqual({ suggestionIds: [created.id], reason: 'created' }), waitLong);
  });

  it.each([
    [{ suggestion_text: 'x' }, 'weather_condition', 'Weather condition is required'],
    [{ weather_condition: '  ', suggestion_text: 'x' }, 'weather_condition', 'Weather condition is required'],
    [{ weather_condition: 'Snow' }, 'suggestion_text', 'Suggestion text is required'],
    [{ weather_condition: 'Snow', suggestion_text: '' }, 'suggestion_text', 'Suggestion text is required'],
    [{ weather_condition: 'Snow', suggestion_text: 'x', related_products: 5 }, 'related_products', 'Related products must be text (product names separated by commas)'],
  ])('refuses %o with 400 and the message for %s', async (payload, field, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message, details: [{ field, message }] });
  });

  it('keeps weather_condition unique, whatever its case or spacing', async () => {
    const response = await create({ weather_condition: 'rain', suggestion_text: 'Again' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: 'A weather suggestion for "rain" already exists; edit that one or choose another condition',
    });
  });

  it('updates only the fields sent, refuses emptying a required one or taking another condition', async () => {
    const sunny = (await create({ weather_condition: 'Sunny', suggestion_text: 'Lay sod', related_products: 'Sod' })).json();
    const changed = await patch(sunny.id, { related_products: 'Sod, Premium Topsoil' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...sunny, related_products: 'Sod, Premium Topsoil', version: 2, updated_at: expect.any(String) });
    expect((await patch(sunny.id, { related_products: '' })).json().related_products).toBeNull();
    expect((await patch(sunny.id, { suggestion_text: '' })).json()).toMatchObject({ statusCode: 400, message: 'Suggestion text is required' });
    expect((await patch(sunny.id, {})).json()).toMatchObject({ statusCode: 400, message: 'Send at least one field to change' });
    expect((await patch(sunny.id, { weather_condition: 'RAIN' })).statusCode).toBe(409);
    expect((await patch(sunny.id, { weather_condition: 'sunny' })).json().weather_condition).toBe('sunny');
    expect((await patch(999_999, { suggestion_text: 'x' })).json()).toMatchObject({ statusCode: 404, message: 'Weather suggestion not found' });
    expect((await patch('abc', { suggestion_text: 'x' })).statusCode).toBe(400);
  });

  it('deletes one, then answers 404 for it', async () => {
    const fog = (await create({ weather_condition: 'Fog', suggestion_text: 'Test the soil' })).json();
    expect((await remove(fog.id)).statusCode).toBe(204);
    expect((await remove(fog.id)).json()).toMatchObject({ statusCode: 404, message: 'Weather suggestion not found' });
    expect((await list()).map((s) => s.weather_condition)).not.toContain('Fog');
    await vi.waitFor(() => expect(received.map((e) => e.data)).toContainEqual({ suggestionIds: [fog.id], reason: 'deleted' }), waitLong);
  });
});

describe('importing weather suggestions from CSV', () => {
  const file = [
    'Weather Condition,Suggestion Text,Related Products',
    'Snow,"Clear paths, then plan for spring","Road Salt, Winter Planning"',
    'Cloudy,Good day for planting,"Triple Mix Soil, Compost"',
    'rain,Plan drainage work,"Drainage Gravel, Sand"',
  ].join('\r\n');

  it('offers a template with the documented columns', async () => {
    const response = await app().inject('/api/import/weather-suggestions/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="weather-suggestions-template.csv"');
    expect(response.body.split('\r\n')[0]).toBe('Weather Condition,Suggestion Text,Related Products');
  });

  it('creates new conditions and updates existing ones, matched by condition; the same file again changes nothing', async () => {
    const first = await upload(file);
    expect(first.statusCode).toBe(200);
    // 'rain' matches the stored 'Rain': its condition is rewritten as in the file, the rest was the same text.
    expect(first.json()).toEqual({
      message: 'Imported 3 weather suggestions: 2 created, 1 updated, 0 unchanged',
      created: 2,
      updated: 1,
      unchanged: 0,
      refused: 0,
      details: [],
    });
    const again = await upload(file);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, message: 'Imported 3 weather suggestions: 0 created, 0 updated, 3 unchanged' });
    const conditions = (await list()).map((s) => s.weather_condition);
    expect(conditions.filter((c) => String(c).toLowerCase() === 'rain')).toHaveLength(1);
    expect(await list()).toContainEqual(
      expect.objectContaining({ weather_condition: 'Snow', suggestion_text: 'Clear paths, then plan for spring', related_products: 'Road Salt, Winter Planning' }),
    );
    await vi.waitFor(() => expect(received.filter((e) => (e.data as { reason: string }).reason === 'imported')).toHaveLength(1), waitLong);
  });

  it('imports nothing when any row is invalid, listing every refused row; skipInvalid writes the valid ones', async () => {
    const before = await list();
    const bad = [
      'Weather Condition,Suggestion Text,Related Products',
      'Heat,Water new sod twice a day,Sod',
      ',No condition,',
      'Wind,,Heavy Mulch',
      'heat,Twice in one file,',
    ].join('\n');
    const refused = await upload(bad);
    expect(refused.statusCode).toBe(422);
    const refusal = refused.json();
    expect(refusal.statusCode).toBe(422);
    expect(refusal.message).toBe('3 rows are invalid (of 4); nothing was imported. Correct the file, or import again with skipInvalid=true to write only the valid rows.');
    expect(refusal.details).toEqual([
      { line: 3, field: 'Weather Condition', message: 'Weather condition is required' },
      { line: 4, field: 'Suggestion Text', message: 'Suggestion text is required' },
      { line: 5, field: 'Weather Condition', message: 'Weather condition "heat" appears more than once in the file' },
    ]);
    expect(await list()).toEqual(before);

    const partial = await upload(bad, '?skipInvalid=true');
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      message: 'Imported 1 weather suggestion: 1 created, 0 updated, 0 unchanged; 3 invalid rows left out',
      created: 1,
      refused: 3,
    });
    expect(partial.json().details).toHaveLength(3);
  });

  it('refuses a file without the required columns, an upload that is not multipart, and a file that is not CSV', async () => {
    expect((await upload('Condition Name,Text\nRain,x\n')).json()).toMatchObject({
      statusCode: 400,
      message: 'The file has no "Weather Condition", "Suggestion Text" columns. Expected a header row with: Weather Condition, Suggestion Text, Related Products',
    });
    expect((await app().inject({ method: 'POST', url: '/api/import/weather-suggestions', payload: { a: 1 } })).statusCode).toBe(415);
    expect((await upload('%PDF', '', 'a.pdf', 'application/pdf')).statusCode).toBe(415);
  });
});
