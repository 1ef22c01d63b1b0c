import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserDataSource } from './browser-source';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answerWith = (response: Response) => vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => response));

describe('the browser data source', () => {
  it('reads an unknown or inactive city (404) as null', async () => {
    answerWith(new Response('{"message":"City not found"}', { status: 404 }));
    await expect(createBrowserDataSource().pageData('atlantis')).resolves.toBeNull();
  });

  it("fails a page-data call with 'Failed to fetch page data: {status}'", async () => {
    answerWith(new Response('upstream down', { status: 503 }));
    await expect(createBrowserDataSource().pageData('barrie')).rejects.toThrow(/^Failed to fetch page data: 503$/);
  });

  it("reads the schema settings the gateway serves the public pages", async () => {
    const settings = { businessDetails: { officialName: 'Northway Landscape Supply Inc.' } };
    answerWith(Response.json({ settings }));
    await expect(createBrowserDataSource().schemaSettings()).resolves.toEqual(settings);
    expect(fetch).toHaveBeenCalledWith('/api/schema-settings', expect.anything());
  });

  it('does without the schema settings when they cannot be had', async () => {
    answerWith(new Response(null, { status: 500 }));
    await expect(createBrowserDataSource().schemaSettings()).resolves.toBeNull();
  });
});
