import type { WeatherProviderName } from '@local-seo/contracts';
import { ProviderError } from './provider.js';

interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * GETs a provider's JSON with a timeout. Failures to reach it become a
 * ProviderError; any HTTP status is answered, for the provider to read its
 * own error format. The URL is never put in a message (it may hold a key).
 */
export async function getProviderJson(provider: WeatherProviderName, label: string, url: URL, timeoutMs: number): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') {
      throw new ProviderError(provider, 'timeout', `${label} did not answer within ${timeoutMs} ms`);
    }
    throw new ProviderError(provider, 'unreachable', `${label} is unreachable (${causeOf(err)})`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new ProviderError(provider, timedOut ? 'timeout' : 'unreachable', `${label} ${timedOut ? `did not finish its answer within ${timeoutMs} ms` : 'broke off its answer'}`);
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderError(provider, 'bad-answer', `${label} answered ${response.status} with something that is not JSON`, response.status);
  }
}

function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}

/** A finite number, or null for anything else (absent, null, a string). */
export const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** One decimal, as the pages show it. */
export const tenth = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);
