import { createLogger } from '@local-seo/service-kit';
import { cacheLookupCounts } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { PlacesRequestError, type PlacesProvider } from './google-places.js';
import { createLivePlaces, DetailsCapReachedError } from './live-places.js';
import type { LivePlace } from './places-types.js';

const place = (placeId: string, details = true): LivePlace => ({
  placeId,
  name: `Place ${placeId}`,
  address: null,
  rating: 4.5,
  totalRatings: 10,
  types: [],
  businessStatus: 'OPERATIONAL',
  openNow: null,
  googleMapsUri: null,
  details: details ? { phone: '(705) 555-0100', website: null, reviews: [] } : null,
});

/** Records what was asked: the place id, with ':details' when phone, website and reviews were. */
function fakeProvider(answer: (placeId: string, withDetails: boolean) => Promise<LivePlace | null>) {
  const asked: string[] = [];
  const provider: PlacesProvider = {
    configured: true,
    searchText: async () => [],
    placeDetails: async (placeId, { withDetails = true, beforeRequest } = {}) => {
      beforeRequest?.();
      asked.push(withDetails ? `${placeId}:details` : placeId);
      return answer(placeId, withDetails);
    },
  };
  return { provider, asked };
}

const logger = createLogger('silent');

describe('live place details', () => {
  it('count each read in the metrics, as a miss when it had to ask Places', async () => {
    const { provider } = fakeProvider(async (id, withDetails) => place(id, withDetails));
    const live = createLivePlaces(provider, { ttlMs: 60_000, detailsPerMinute: 1000 }, logger);
    const before = await cacheLookupCounts('places');
    await live.card('M'); // asks for the card
    await live.card('M');
    await live.details('M'); // the card holds no details: asks again
    await live.details('M');
    await live.card('M');
    expect(await cacheLookupCounts('places')).toEqual({ lookups: before.lookups + 5, misses: before.misses + 2 });
  });

  it('holds a place for the TTL only, then asks Places again', async () => {
    let now = 0;
    const { provider, asked } = fakeProvider(async (id, withDetails) => place(id, withDetails));
    const live = createLivePlaces(provider, { ttlMs: 60_000, detailsPerMinute: 1000 }, logger, () => now);
    await live.details('A');
    await live.details('A');
    await live.card('A'); // the details answer holds the card too
    expect(asked).toEqual(['A:details']);
    now = 60_000;
    await live.details('A');
    expect(asked).toEqual(['A:details', 'A:details']);
  });

  it('asks once for many simultaneous readers of one place, cards without the costlier fields', async () => {
    const { provider, asked } = fakeProvider(async (id, withDetails) => place(id, withDetails));
    const live = createLivePlaces(provider, { ttlMs: 60_000, detailsPerMinute: 1000 }, logger);
    const [card] = await Promise.all([live.card('B'), live.card('B'), live.card('B')]);
    expect(card?.details).toBeNull();
    expect(asked).toEqual(['B']);
    await Promise.all([live.details('B'), live.details('B')]);
    expect(asked).toEqual(['B', 'B:details']);
  });

  it('uses a remembered Text Search card for lists, and still fetches details for the details view', async () => {
    const { provider, asked } = fakeProvider(async (id, withDetails) => place(id, withDetails));
    const live = createLivePlaces(provider, { ttlMs: 60_000, detailsPerMinute: 1000 }, logger);
    live.remember([place('C', false)]);
    expect((await live.card('C'))?.name).toBe('Place C');
    expect(asked).toEqual([]);
    expect((await live.details('C'))?.details?.phone).toBe('(705) 555-0100');
    expect(asked).toEqual(['C:details']);
  });

  it('leaves a card out when Places fails, and skips Places for a while after that', async () => {
    let now = 0;
    const { provider, asked } = fakeProvider(async () => {
      throw new PlacesRequestError('Places Place Details answered 500', 500, 2);
    });
    const live = createLivePlaces(provider, { ttlMs: 60_000, detailsPerMinute: 1000 }, logger, () => now);
    expect(await live.card('D')).toBeNull();
    expect(await live.card('E')).toBeNull();
    expect(asked).toEqual(['D']);
    await expect(live.details('E')).rejects.toThrow('answered 500');
    now = 30_000;
    expect(await live.card('F')).toBeNull();
    expect(asked).toEqual(['D', 'E:details', 'F']);
  });

  it('asks Places for at most the cap of details a minute for visitors, answering what it holds meanwhile', async () => {
    let now = 0;
    const { provider, asked } = fakeProvider(async (id, withDetails) => place(id, withDetails));
    const live = createLivePlaces(provider, { ttlMs: 600_000, detailsPerMinute: 2 }, logger, () => now);
    await live.details('G');
    now = 20_000;
    await live.details('H');
    now = 30_000;
    const refused = await live.details('I').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DetailsCapReachedError);
    expect((refused as DetailsCapReachedError).retryAfterMs).toBe(30_000);
    expect(asked).toEqual(['G:details', 'H:details']);

    // What is held still answers; cards and staff reads are not the visitors' cap.
    expect((await live.details('G'))?.name).toBe('Place G');
    expect((await live.card('I'))?.name).toBe('Place I');
    expect((await live.details('J', { capped: false }))?.name).toBe('Place J');
    expect(asked).toEqual(['G:details', 'H:details', 'I', 'J:details']);

    now = 60_000; // G's request is a minute old
    expect((await live.details('I'))?.details).not.toBeNull();
    await expect(live.details('K')).rejects.toBeInstanceOf(DetailsCapReachedError);
  });

  it('leaves out a card that waited on a refused details request without pausing Places for the others', async () => {
    const { provider, asked } = fakeProvider(async (id, withDetails) => place(id, withDetails));
    const live = createLivePlaces(provider, { ttlMs: 600_000, detailsPerMinute: 1 }, logger);
    await live.details('L');
    const [details, card] = await Promise.allSettled([live.details('M'), live.card('M')]);
    expect(details.status).toBe('rejected');
    expect(card).toEqual({ status: 'fulfilled', value: null });
    expect((await live.card('N'))?.name).toBe('Place N');
    expect(asked).toEqual(['L:details', 'N']);
  });
});
