import { describe, expect, it } from 'vitest';
import { matchesEtag } from './send-versioned.js';

describe('matchesEtag (If-None-Match)', () => {
  const etag = '"abc"';
  it('matches the same etag, in a list, weak or as *', () => {
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", "abc"', etag)).toBe(true);
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });

  it('does not match another etag or no header', () => {
    expect(matchesEtag('"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
  });
});
