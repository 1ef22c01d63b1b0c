/**
 * Time limits that the services and the gateway must agree on: the gateway waits a
 * little longer than a service's own limit, so the service's answer (even "it took too
 * long") reaches the admin instead of a gateway timeout while the work goes on.
 */

/** How long a CSV import may run in its service (one transaction). */
export const importTimeLimitsMs = {
  catalog: 30 * 60_000,
  contractors: 10 * 60_000,
  weatherSuggestions: 2 * 60_000,
} as const;

/**
 * What the gateway waits for staff calls that do a long piece of work while the admin waits:
 * a keyword tracking run (Google page after page), a page audit or the sitemap's self-test
 * (every page of the site), a sitemap regeneration or submission.
 */
export const longRunTimeLimitMs = 5 * 60_000;

/** What the gateway waits beyond a service's own limit. */
export const gatewayGraceMs = 60_000;

/**
 * How long receiving one request may take where CSV files are uploaded (the gateway and
 * the services that import): a 100 MiB file on a slow line. Elsewhere 30 s.
 */
export const uploadRequestTimeoutMs = 15 * 60_000;
