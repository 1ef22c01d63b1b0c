import type { SchemaSettings } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { createPageDataCache } from './page-data-cache.js';

/** A cache whose schema settings come from `answers`, one per load, counting the loads. */
function cacheLoading(answers: (SchemaSettings | null)[]) {
  let loads = 0;
  const cache = createPageDataCache({
    compose: async () => null,
    listActiveCities: async () => [],
    loadSchemaSettings: async () => answers[loads++] ?? null,
    ttlMs: 60_000,
    degradedTtlMs: 0, // an answer without settings is never kept here
    maxEntries: 10,
  });
  return { cache, loads: () => loads };
}

const settings = (officialName: string) => ({ businessDetails: { officialName } }) as SchemaSettings;

describe('the schema settings in the page-data cache', () => {
  it('keeps the settings until the seo service says they changed', async () => {
    const { cache, loads } = cacheLoading([settings('First'), settings('Second')]);
    const first = await cache.schemaSettings();
    expect(first.data).toEqual({ settings: settings('First') });
    expect(await cache.schemaSettings()).toBe(first);
    expect(loads()).toBe(1);

    cache.schema();
    expect((await cache.schemaSettings()).data).toEqual({ settings: settings('Second') });
  });

  it('answers null settings while the seo service is away, and asks again after the short lifetime', async () => {
    const { cache, loads } = cacheLoading([null, settings('Back')]);
    expect((await cache.schemaSettings()).data).toEqual({ settings: null });
    expect((await cache.schemaSettings()).data).toEqual({ settings: settings('Back') });
    expect(loads()).toBe(2);
  });
});
