import { describe, expect, it } from 'vitest';
import { SessionStore } from './sessions.js';

describe('admin sessions', () => {
  it('makes a new random id and CSRF token for every session', () => {
    const store = new SessionStore(60_000);
    const a = store.create();
    const b = store.create();
    expect(a.id).not.toBe(b.id);
    expect(a.csrfToken).not.toBe(a.id);
    expect(a.id.length).toBeGreaterThanOrEqual(43);
  });

  it('ends a session at its expiry and at destroy', () => {
    let now = 0;
    const store = new SessionStore(1000, () => now);
    const a = store.create();
    const b = store.create();
    expect(store.get(a.id)).toEqual(a);
    store.destroy(a.id);
    expect(store.get(a.id)).toBeUndefined();
    now = 1000;
    expect(store.get(b.id)).toBeUndefined();
    expect(store.get(undefined)).toBeUndefined();
  });
});
