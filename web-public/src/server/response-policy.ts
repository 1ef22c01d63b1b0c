/**
 * How long each kind of page answer may be kept, by browsers and by shared caches (a CDN,
 * nginx) in front of the site.
 */

/**
 * Pages change when the admin or the weather changes them. Browsers revalidate by
 * etag (max-age=0); a shared cache (CDN, nginx) may answer for 10 s, then serve
 * what it has while it revalidates, and keep serving it while the site is down.
 */
export const pageCacheControl = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400';
/** An unknown address: a shared cache may keep the answer as briefly as the site does. */
export const notFoundCacheControl = 'public, max-age=0, s-maxage=10';
/** A failure (a service down): nobody keeps it. */
export const failureCacheControl = 'no-store';
/** A page with a part its data could not have: shared caches keep it no longer than the data is kept, and never serve it stale. */
export const degradedCacheControl = (ttlMs: number) => `public, max-age=0, s-maxage=${Math.floor(ttlMs / 1000)}`;
/** Seconds a client is asked to wait before it asks again for a page whose products could not be had. */
export const retryAfter = (ttlMs: number) => String(Math.max(1, Math.ceil(ttlMs / 1000)));
