import { describe, expect, it } from 'vitest';
import { toErrorResponse } from './error-handler.js';
import { isDependencyUnavailable } from './unavailable.js';

const wrapped = (cause: unknown) => Object.assign(new Error('Invalid `prisma.city.findMany()` invocation'), { cause });

describe('a database out of reach answers 503, a bug 500', () => {
  it('recognises refused, dropped and timed-out connections, also wrapped', () => {
    expect(isDependencyUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDependencyUnavailable(wrapped({ kind: 'DatabaseNotReachable' }))).toBe(true);
    expect(isDependencyUnavailable(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
    expect(isDependencyUnavailable(wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })))).toBe(true);
    expect(isDependencyUnavailable(wrapped(wrapped(new Error('Connection terminated unexpectedly'))))).toBe(true);
    expect(isDependencyUnavailable({ code: 'P2024' })).toBe(true);
    // A transaction that found no pool connection in time never began.
    const notStarted = { code: 'P2028', message: 'Transaction API error: Unable to start a transaction in the given time.' };
    expect(isDependencyUnavailable(notStarted)).toBe(true);
    // As Prisma 7 reports PostgreSQL shutting down under a raw query.
    const raw = { code: 'P2010', meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'postgres', code: '57P03' } } } };
    expect(isDependencyUnavailable(wrapped(raw))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDependencyUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDependencyUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDependencyUnavailable(undefined)).toBe(false);
    // A transaction that ran out of time may have done work: that is a bug to look at, not a busy moment.
    expect(isDependencyUnavailable({ code: 'P2028', message: 'Transaction already closed: A query cannot be executed on an expired transaction.' })).toBe(false);
  });

  it('answers 503 in the one error shape, without the driver message', () => {
    const body = toErrorResponse(wrapped({ kind: 'DatabaseNotReachable', host: '10.0.0.5' }));
    expect(body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service cannot reach its database right now; please try again in a moment.',
    });
    expect(toErrorResponse(new Error('boom')).statusCode).toBe(500);
  });
});
