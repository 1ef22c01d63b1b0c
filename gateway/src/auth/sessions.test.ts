import { describe, expect, it } from 'vitest';
import { MemoryExpiringMap } from './expiring-map.js';
import { SessionStore, type AdminSession } from './sessions.js';

const storeAt = (clock: () => number, ttlMs: number) =>
  new SessionStore(new MemoryExpiringMap<AdminSession>(ttlMs, clock), ttlMs, clock);

describe('admin sessions', () => {
  it('makes a new random id and CSRF token for every session', async () => {
    const store = storeAt(Date.now, 60_000);
    const a = await store.create({ id: 1, role: 'owner', sessionEpoch: 0 });
    const b = await store.create({ id: 1, role: 'owner', sessionEpoch: 0 });
    expect(a.id).not.toBe(b.id);
    expect(a.csrfToken).not.toBe(a.id);
    expect(a.id.length).toBeGreaterThanOrEqual(43);
  });

  it('ends a session at its expiry and at destroy', async () => {
    let now = 0;
    const store = storeAt(() => now, 1000);
    const a = await store.create({ id: 1, role: 'owner', sessionEpoch: 0 });
    const b = await store.create({ id: 1, role: 'owner', sessionEpoch: 0 });
    expect(await store.get(a.id)).toEqual(a);
    await store.destroy(a.id);
    expect(await store.get(a.id)).toBeUndefined();
    now = 1000;
    expect(await store.get(b.id)).toBeUndefined();
    expect(await store.get(undefined)).toBeUndefined();
  });

  it('ends a session at its own expiry even while the map still holds it', async () => {
    let now = 0;
    const store = new SessionStore(new MemoryExpiringMap<AdminSession>(10_000, () => now), 1000, () => now);
    const a = await store.create({ id: 1, role: 'owner', sessionEpoch: 0 });
    now = 999;
    expect(await store.get(a.id)).toEqual(a);
    now = 1000;
    expect(await store.get(a.id)).toBeUndefined();
  });

  it('does not take a session without an account (made before staff accounts existed)', async () => {
    const map = new MemoryExpiringMap<AdminSession>(60_000, Date.now);
    const store = new SessionStore(map, 60_000);
    await map.set('old', { id: 'old', csrfToken: 'x', expiresAt: Date.now() + 60_000, role: 'owner' } as AdminSession);
    expect(await store.get('old')).toBeUndefined();
  });
});
