import { createLogger } from '@local-seo/service-kit';
import { startGooglePlacesStandIn } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGooglePlaces } from '../src/providers/google-places.js';
import { placesConfig } from './helpers.js';

let standIn: Awaited<ReturnType<typeof startGooglePlacesStandIn>>;
beforeAll(async () => {
  standIn = await startGooglePlacesStandIn({ apiKey: 'test-key' });
});
afterAll(async () => standIn?.close());

describe('a Places request while the service stops', () => {
  it('is not sent at all when stopping began before it (an aborted signal fires no more events)', async () => {
    standIn.slowNext(1, 5000, 'searchText');
    const places = createGooglePlaces(placesConfig(standIn, { PLACES_TIMEOUT_MS: '10000' }), createLogger('silent'));
    const stopping = AbortSignal.abort();
    const startedAt = Date.now();
    const search = { textQuery: 'landscaping contractor in Barrie, Ontario', latitude: 44.39, longitude: -79.69, radiusMeters: 20_000 };
    await expect(places.searchText(search, { signal: stopping })).rejects.toThrow(/cancelled/);
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });
});
