import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson } from './api-fetch';

/** Answers every fetch with `response`, remembering what was asked. */
function answer(response: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getJson', () => {
  it('sends the cookies, asks for JSON and reads the answer', async () => {
    const fetch = answer(Response.json([{ id: 1 }]));
    const signal = new AbortController().signal;
    await expect(getJson('/api/cities', signal)).resolves.toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledWith('/api/cities', { credentials: 'include', headers: { accept: 'application/json' }, signal });
  });

  it("fails with '{status}: {body}'", async () => {
    answer(new Response('{"statusCode":404,"error":"Not Found","message":"Contractor not found"}', { status: 404, statusText: 'Not Found' }));
    await expect(getJson('/api/contractors/details/9')).rejects.toThrow('404: {"statusCode":404,"error":"Not Found","message":"Contractor not found"}');
  });

  it("fails with '{status}: {status text}' when the body is empty", async () => {
    answer(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    await expect(getJson('/api/site')).rejects.toThrow(/^502: Bad Gateway$/);
  });
});
