/** How the cache treats a provider's answer (from the WEATHER_* settings). */
export interface CachePolicy {
  ttlMinutes: number;
  maxStaleHours: number;
  retryAfterMinutes: number;
  refreshLeadMinutes: number;
}

/** What is known of one city's weather and of the last call for it. */
export interface CacheState {
  fetchedAt: Date | null;
  lastAttemptAt: Date | null;
  lastError: string | null;
}

const minuteMs = 60_000;

export const ageInMinutes = (fetchedAt: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - fetchedAt.getTime()) / minuteMs));

/**
 * fresh: younger than the cache lifetime. stale: older, but still worth
 * showing with its age. expired: too old to show. none: nothing stored.
 */
type Freshness = 'fresh' | 'stale' | 'expired' | 'none';

export function freshnessOf(fetchedAt: Date | null, now: Date, policy: CachePolicy): Freshness {
  if (!fetchedAt) return 'none';
  const age = now.getTime() - fetchedAt.getTime();
  if (age < policy.ttlMinutes * minuteMs) return 'fresh';
  if (age < policy.maxStaleHours * 60 * minuteMs) return 'stale';
  return 'expired';
}

/** The last call failed recently: asking again now would most likely fail the same way. */
function isBackingOff(state: CacheState, now: Date, policy: CachePolicy): boolean {
  if (!state.lastError || !state.lastAttemptAt) return false;
  return now.getTime() - state.lastAttemptAt.getTime() < policy.retryAfterMinutes * minuteMs;
}

/** A page view fetches itself only when there is nothing fresh and the provider did not just fail. */
export function shouldFetchOnRequest(state: CacheState, now: Date, policy: CachePolicy): boolean {
  return freshnessOf(state.fetchedAt, now, policy) !== 'fresh' && !isBackingOff(state, now, policy);
}

/** The refresh job renews a city before its data expires (ttl minus lead), unless the provider just failed for it. */
export function isDueForRefresh(state: CacheState, now: Date, policy: CachePolicy): boolean {
  if (isBackingOff(state, now, policy)) return false;
  if (!state.fetchedAt) return true;
  const renewAfter = Math.max(0, policy.ttlMinutes - policy.refreshLeadMinutes) * minuteMs;
  return now.getTime() - state.fetchedAt.getTime() >= renewAfter;
}

/** '1 minute', '45 minutes', '3 hours', '2 days'. */
export function describeAge(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(Math.max(1, minutes), 'minute');
  if (minutes < 48 * 60) return plural(Math.floor(minutes / 60), 'hour');
  return plural(Math.floor(minutes / (24 * 60)), 'day');
}

export const staleMessage = (minutes: number) =>
  `Weather last updated ${describeAge(minutes)} ago; newer weather is not available right now`;

export const sampleMessage = 'Sample weather data for demonstration only, not a real forecast';
