import { route } from '@local-seo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, callApi } from './api';
import { sessionStore } from './session';

/** Declarations of the test's own, as the contracts declare routes: every write goes through callApi. */
const createThing = route({
  method: 'POST',
  path: '/api/things',
  service: 'cities',
  access: 'editor',
  summary: 'Create a thing',
  body: z.object({ name: z.string().optional() }),
  answer: z.object({ id: z.number() }),
  status: 201,
});
const replaceSettings = route({
  method: 'PUT',
  path: '/api/things/settings',
  service: 'seo',
  access: 'editor',
  summary: 'Replace the settings',
  body: z.object({ a: z.number() }),
  answer: z.object({ saved: z.boolean() }),
});
const updateThing = route({
  method: 'PATCH',
  path: '/api/things/:id',
  service: 'cities',
  access: 'editor',
  summary: 'Change a thing',
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ population: z.number() }),
  answer: z.object({ saved: z.boolean() }),
});
const deleteThing = route({
  method: 'DELETE',
  path: '/api/things/:id',
  service: 'catalog',
  access: 'editor',
  summary: 'Delete a thing',
  params: z.object({ id: z.coerce.number() }),
  status: 204,
  format: 'empty',
});

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

let sent: Sent[];
let answers: Response[];
/** Who the session check says is signed in. */
const user = { id: 1, email: 'admin@localhost', name: 'Owner', role: 'owner' as const };

function answer(status: number, body: unknown = '', statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = typeof body === 'string' ? {} : { 'content-type': 'application/json; charset=utf-8' };
  answers.push(new Response(status === 204 ? null : text, { status, statusText, headers }));
}

beforeEach(() => {
  sent = [];
  answers = [];
  sessionStore.activate('token-1');
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) }, body: init.body as string | undefined });
    if (init.credentials !== 'include') throw new Error('credentials must be sent');
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('sends JSON with the CSRF token and reads JSON back', async () => {
    answer(201, { id: 7 });
    expect(await callApi(createThing, { body: { name: 'Barrie' } })).toEqual({ id: 7 });
    expect(sent[0]).toMatchObject({
      url: '/api/things',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'token-1' },
      body: '{"name":"Barrie"}',
    });
  });

  it("sends a call's own headers with the usual ones", async () => {
    answer(412, { statusCode: 412, error: 'Precondition Failed', message: 'The schema settings changed since you loaded them' });
    const error = await callApi(replaceSettings, { body: { a: 1 }, ifMatch: '"schema-settings-v3"' }).catch((e: unknown) => e);
    expect(sent[0]).toMatchObject({ method: 'PUT', headers: { 'if-match': '"schema-settings-v3"', 'x-csrf-token': 'token-1' } });
    expect(error).toMatchObject({ status: 412, serverMessage: 'The schema settings changed since you loaded them' });
  });

  it('answers undefined for an empty answer', async () => {
    answer(204);
    expect(await callApi(deleteThing, { params: { id: 1 } })).toBeUndefined();
  });

  it("words an error '{status}: {body text}' and keeps the server's error shape", async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'Invalid city', details: [{ field: 'latitude', message: 'Latitude must be between -90 and 90' }] };
    answer(400, body, 'Bad Request');
    const error = await callApi(createThing, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: `400: ${JSON.stringify(body)}`, body, serverMessage: 'Invalid city' });
    expect((error as ApiError).fieldErrors).toEqual({ latitude: 'Latitude must be between -90 and 90' });
  });

  it('uses the status text when the body is empty', async () => {
    answer(502, '', 'Bad Gateway');
    await expect(api.get('/api/stats')).rejects.toMatchObject({ message: '502: Bad Gateway', body: null });
  });

  it('reports an unreachable server as a network error', async () => {
    await expect(api.get('/api/stats')).rejects.toMatchObject({ status: 0, message: 'Network error: the server could not be reached' });
  });

  it('on a 401 marks the session expired, waits for the next login and sends the call again', async () => {
    answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Admin session required' });
    answer(200, { saved: true });
    const call = callApi(updateThing, { params: { id: 3 }, body: { population: 5 } });
    await vi.waitFor(() => expect(sessionStore.get().status).toBe('expired'));
    expect(sent).toHaveLength(1);

    sessionStore.activate('token-2');
    expect(await call).toEqual({ saved: true });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ method: 'PATCH', headers: { 'x-csrf-token': 'token-2' }, body: '{"population":5}' });
  });

  it('on a 403 for a write renews the token once (a login in another tab) and sends again', async () => {
    answer(403, { statusCode: 403, error: 'Forbidden', message: 'Missing or invalid CSRF token' });
    answer(200, { authenticated: true, csrfToken: 'token-3', user });
    answer(201, { id: 8 });
    expect(await callApi(createThing, { body: {} })).toEqual({ id: 8 });
    expect(sent.map((request) => request.url)).toEqual(['/api/things', '/api/admin/session', '/api/things']);
    expect(sent[2]?.headers['x-csrf-token']).toBe('token-3');
  });

  it('gives up on a 403 that a renewed token does not cure', async () => {
    answer(403, { statusCode: 403, error: 'Forbidden', message: 'Not allowed' });
    answer(200, { authenticated: true, csrfToken: 'token-1', user });
    await expect(callApi(createThing, { body: {} })).rejects.toMatchObject({ status: 403, serverMessage: 'Not allowed' });
    expect(sent).toHaveLength(2);
  });
});
