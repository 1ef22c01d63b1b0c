import { describe, expect, it } from 'vitest';
import { latestChange } from './compose.js';

describe("a page's change time from its parts (Last-Modified)", () => {
  it('is the latest of the times the parts carry, leaving out those they do not', () => {
    expect(latestChange(['2026-11-20T10:00:00.000Z', null, '2026-11-25T08:30:00.000Z', undefined, '2026-11-21T00:00:00Z'])).toBe('2026-11-25T08:30:00.000Z');
  });

  it('is the epoch when no part carries one, so the cache decides', () => {
    expect(latestChange([null, undefined, 'not a time'])).toBe('1970-01-01T00:00:00.000Z');
  });
});
