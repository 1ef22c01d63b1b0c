import { createCitiesClient } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { askCities, citiesUnavailableMessage } from './cities-unavailable.js';
import { toErrorResponse } from './error-handler.js';

describe('a request that needs the cities service', () => {
  it('answers 503 in the one wording when the cities service cannot be reached', async () => {
    // Port 9 on loopback: nothing listens there, so the client's call is refused at once.
    const cities = createCitiesClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    const error = await askCities(() => cities.listAll()).catch((err: unknown) => err);
    expect(toErrorResponse(error)).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: citiesUnavailableMessage });
  });

  it('passes answers and other errors through', async () => {
    await expect(askCities(async () => 42)).resolves.toBe(42);
    await expect(askCities(() => Promise.reject(new RangeError('a bug')))).rejects.toThrow(RangeError);
  });
});
