import { describe, expect, it } from 'vitest';
import { actorHeaderValue, parseActorHeader } from './actor.js';

describe('the actor header', () => {
  it('carries any name through a header character set and back', () => {
    const actor = { id: 7, email: 'renée@example.com', name: 'Renée "R" Côté; 日本' };
    const value = actorHeaderValue(actor);
    expect(value).toMatch(/^[\x21-\x7e]+$/);
    expect(parseActorHeader(value)).toEqual(actor);
  });

  it('reads nothing from a missing, repeated or unreadable header', () => {
    expect(parseActorHeader(undefined)).toBeUndefined();
    expect(parseActorHeader('')).toBeUndefined();
    expect(parseActorHeader([actorHeaderValue({ id: 1, email: 'a@b', name: '' })])).toBeUndefined();
    expect(parseActorHeader('%E0%A4%A')).toBeUndefined();
    expect(parseActorHeader(encodeURIComponent('{"id":"1","email":"a@b","name":""}'))).toBeUndefined();
  });
});
