import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { retryOnce } from './upstream-retry.js';

/** A failure of the connect call at `address`, as Node reports it. */
const connectFailure = (code: string, address: string) =>
  Object.assign(new Error(`connect ${code} ${address}:3001`), { code, syscall: 'connect', address, port: 3001 });

/** What reply-from hands the retry rule when Node gave up on both replicas of a name: its own error, caused by Node's AggregateError. */
const bothReplicasMissed = () =>
  Object.assign(new Error('reply-from: internal error'), {
    code: 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR',
    cause: Object.assign(new AggregateError([connectFailure('ETIMEDOUT', '10.9.0.4'), connectFailure('ECONNREFUSED', '10.9.0.5')], ''), { code: 'ETIMEDOUT' }),
  });

describe('the gateway passes a request on once more', () => {
  it('sends a kept write body again when no connection was made at any replica', () => {
    const retry = retryOnce('PATCH', Buffer.from('{}'));
    expect(retry({ err: bothReplicasMissed(), attempt: 0 })).toBe(1);
    expect(retry({ err: bothReplicasMissed(), attempt: 1 })).toBeNull(); // once only
  });

  it('never sends again a write cut off after it went out, nor a streamed upload', () => {
    const cut = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(retryOnce('PATCH', Buffer.from('{}'))({ err: cut, attempt: 0 })).toBeNull();
    expect(retryOnce('POST', new PassThrough())({ err: bothReplicasMissed(), attempt: 0 })).toBeNull();
    expect(retryOnce('GET', undefined)({ err: cut, attempt: 0 })).toBe(1);
  });
});
