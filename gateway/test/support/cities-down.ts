import { expect } from 'vitest';

/** Expects the gateway's answer while the cities service is down: 503 with a clear message, never a stack trace. */
export function expectCitiesUnavailable(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'The cities service is unavailable right now; please try again shortly.',
  });
}
