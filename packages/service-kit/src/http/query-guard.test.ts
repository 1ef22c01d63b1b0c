import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger.js';
import { createHttpApp } from './app.js';
import { maxQueryValueLength, queryStringProblem } from './query-guard.js';

describe('query strings at the edge of every service', () => {
  it('takes plain text, encoded or not, and refuses NUL, control characters, broken encoding and over-long values', () => {
    expect(queryStringProblem('')).toBeUndefined();
    expect(queryStringProblem('city=Sault%20Ste.%20Marie&search=a+b&flag&%25=%5C&_=%25_')).toBeUndefined();
    expect(queryStringProblem('city=Qu%C3%A9bec&search=%F0%9F%8C%B2')).toBeUndefined();
    expect(queryStringProblem('search=%00')).toBe('The query parameter "search" value cannot contain control characters');
    expect(queryStringProblem('actor=a%01b')).toBe('The query parameter "actor" value cannot contain control characters');
    expect(queryStringProblem('city=%c0')).toBe('The query parameter "city" is wrongly percent-encoded (not valid UTF-8)');
    expect(queryStringProblem('city=%ED%A0%80')).toBe('The query parameter "city" is wrongly percent-encoded (not valid UTF-8)');
    expect(queryStringProblem('city=%')).toBe('The query parameter "city" is wrongly percent-encoded (not valid UTF-8)');
    expect(queryStringProblem('%00=1')).toBe('A query parameter name cannot contain control characters');
    expect(queryStringProblem(`search=${'a'.repeat(maxQueryValueLength)}`)).toBeUndefined();
    expect(queryStringProblem(`search=${'a'.repeat(maxQueryValueLength + 1)}`)).toBe('The query parameter "search" is too long: a value may have at most 2000 characters');
  });

  it('answers 400 in the error shape before any handler runs', async () => {
    const app = createHttpApp({ logger: createLogger('silent'), readiness: {} });
    let handled = 0;
    app.get('/list', { schema: { querystring: z.object({ city: z.string().optional() }) } }, async () => ({ handled: ++handled }));
    const bad = await app.inject({ method: 'GET', url: '/list?city=%00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The query parameter "city" value cannot contain control characters' });
    expect(bad.headers['x-request-id']).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: '/list?city=%FF' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/list?city=Barrie' })).json()).toEqual({ handled: 1 });
    expect(handled).toBe(1);
    await app.close();
  });
});
