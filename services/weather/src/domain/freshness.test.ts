import { describe, expect, it } from 'vitest';
import { describeAge, freshnessOf, isDueForRefresh, shouldFetchOnRequest, staleMessage, type CachePolicy } from './freshness.js';

const policy: CachePolicy = { ttlMinutes: 60, maxStaleHours: 24, retryAfterMinutes: 5, refreshLeadMinutes: 15 };
const now = new Date('2026-06-02T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('freshnessOf', () => {
  it('is fresh within the cache lifetime, stale after it, expired after the stale limit', () => {
    expect(freshnessOf(null, now, policy)).toBe('none');
    expect(freshnessOf(minutesAgo(0), now, policy)).toBe('fresh');
    expect(freshnessOf(minutesAgo(59), now, policy)).toBe('fresh');
    expect(freshnessOf(minutesAgo(60), now, policy)).toBe('stale');
    expect(freshnessOf(minutesAgo(24 * 60 - 1), now, policy)).toBe('stale');
    expect(freshnessOf(minutesAgo(24 * 60), now, policy)).toBe('expired');
  });
});

describe('shouldFetchOnRequest', () => {
  it('serves fresh data without asking the provider', () => {
    expect(shouldFetchOnRequest({ fetchedAt: minutesAgo(10), lastAttemptAt: minutesAgo(10), lastError: null }, now, policy)).toBe(false);
  });

  it('asks when nothing fresh is stored', () => {
    expect(shouldFetchOnRequest({ fetchedAt: null, lastAttemptAt: null, lastError: null }, now, policy)).toBe(true);
    expect(shouldFetchOnRequest({ fetchedAt: minutesAgo(70), lastAttemptAt: minutesAgo(70), lastError: null }, now, policy)).toBe(true);
  });

  it('does not make a visitor wait on a provider that failed moments ago', () => {
    const failed = { fetchedAt: minutesAgo(70), lastAttemptAt: minutesAgo(2), lastError: 'Open-Meteo forecast did not answer' };
    expect(shouldFetchOnRequest(failed, now, policy)).toBe(false);
    expect(shouldFetchOnRequest({ ...failed, lastAttemptAt: minutesAgo(5) }, now, policy)).toBe(true);
  });
});

describe('isDueForRefresh', () => {
  it('renews a city ahead of expiry: from ttl minus lead', () => {
    expect(isDueForRefresh({ fetchedAt: null, lastAttemptAt: null, lastError: null }, now, policy)).toBe(true);
    expect(isDueForRefresh({ fetchedAt: minutesAgo(44), lastAttemptAt: null, lastError: null }, now, policy)).toBe(false);
    expect(isDueForRefresh({ fetchedAt: minutesAgo(45), lastAttemptAt: null, lastError: null }, now, policy)).toBe(true);
  });

  it('waits the retry time after a failure', () => {
    expect(isDueForRefresh({ fetchedAt: null, lastAttemptAt: minutesAgo(1), lastError: 'refused' }, now, policy)).toBe(false);
    expect(isDueForRefresh({ fetchedAt: null, lastAttemptAt: minutesAgo(6), lastError: 'refused' }, now, policy)).toBe(true);
  });
});

describe('describeAge', () => {
  it.each([
    [0, '1 minute'],
    [1, '1 minute'],
    [45, '45 minutes'],
    [60, '1 hour'],
    [179, '2 hours'],
    [47 * 60, '47 hours'],
    [48 * 60, '2 days'],
  ])('%d minutes reads %s', (minutes, text) => expect(describeAge(minutes)).toBe(text));

  it('says how old stale weather is', () => {
    expect(staleMessage(190)).toBe('Weather last updated 3 hours ago; newer weather is not available right now');
  });
});
