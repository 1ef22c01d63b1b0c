/**
 * A few seconds of memory in front of the database for the busiest read (a
 * city page's weather): most views then cost no query. Entries expire on
 * their own, so what another replica (or the city events) changed shows
 * within `ttlMs`; this process clears it whenever it stores new weather.
 */
export function createRecentLookups<T>(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T): void {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, expires: Date.now() + ttlMs });
    },
    clear(): void {
      entries.clear();
    },
  };
}
export type RecentLookups<T> = ReturnType<typeof createRecentLookups<T>>;
