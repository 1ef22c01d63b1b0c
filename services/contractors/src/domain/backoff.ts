/** The longest pause between two tries of one request. */
export const maxBackoffMs = 30_000;

/**
 * How long to wait before try `attempt + 1`: the provider's Retry-After when it
 * sent one, else base·2^(attempt-1) with ±20 % jitter so instances spread out;
 * never more than maxBackoffMs.
 */
export function backoffDelayMs(attempt: number, baseMs: number, retryAfter?: string | null, random: () => number = Math.random): number {
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(maxBackoffMs, Math.round(seconds * 1000));
  const raw = Math.min(maxBackoffMs, baseMs * 2 ** Math.min(Math.max(0, attempt - 1), 20));
  return Math.min(maxBackoffMs, Math.round(raw * (0.8 + random() * 0.4)));
}

/** 429 and 5xx may pass if asked again; other 4xx (a bad key, a bad request) never will. */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500;
