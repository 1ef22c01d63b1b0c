import { UpstreamError } from '@local-seo/contracts';
import { HttpError } from './errors.js';

/** The one wording for "the cities service cannot answer now", wherever a request depends on it. */
export const citiesUnavailableMessage = 'The cities service is unavailable right now; please try again shortly.';

/** A 503: the cities service may well answer in a moment, and nothing the caller sent is wrong. */
export const citiesUnavailable = () => new HttpError(503, citiesUnavailableMessage);

/** Asks the cities service; when it cannot answer (down, slow, an unexpected answer) the request answers 503 in that wording. */
export async function askCities<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (err) {
    if (err instanceof UpstreamError) throw citiesUnavailable();
    throw err;
  }
}
