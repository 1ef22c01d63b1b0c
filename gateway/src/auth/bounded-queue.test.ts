import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue.js';

/** A task that runs until `finish()` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish: () => finish() };
}

const queue = () =>
  new BoundedQueue(2, {
    signIn: { maxRunning: 2, maxWaiting: 2, busyMessage: 'sign-in busy' },
    account: { maxRunning: 1, maxWaiting: 2, busyMessage: 'account busy' },
  });

describe('password work in lanes (docs/decisions.md, decision 14)', () => {
  it('never lets the other lane take every slot: sign-in starts at once beside it', async () => {
    const q = queue();
    const other = [held(), held(), held()];
    const running = other.map((o) => q.run('account', o.task));
    await expect(q.run('account', async () => 'too many')).rejects.toMatchObject({ statusCode: 503, message: 'account busy' });
    let signedIn = false;
    await q.run('signIn', async () => (signedIn = true));
    expect(signedIn).toBe(true);
    other.forEach((o) => o.finish());
    await Promise.all(running);
  });

  it('gives a freed slot to a waiting sign-in before other work', async () => {
    const q = queue();
    const first = held();
    const second = held();
    const a = q.run('signIn', first.task);
    const b = q.run('signIn', second.task);
    const order: string[] = [];
    const waitingOther = q.run('account', async () => order.push('account'));
    const waitingSignIn = q.run('signIn', async () => order.push('signIn'));
    first.finish();
    await a;
    await waitingSignIn;
    second.finish();
    await Promise.all([b, waitingOther]);
    expect(order).toEqual(['signIn', 'account']);
  });
});
