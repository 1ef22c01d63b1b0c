import { describe, expect, it } from 'vitest';
import { isUpstreamError, UpstreamError } from './fetch-json.js';

describe('isUpstreamError', () => {
  it("knows an UpstreamError also from another copy of the module (the public site's bundle has its own)", () => {
    class OtherCopy extends Error {
      override readonly name = 'UpstreamError';
      readonly status = 410;
    }
    expect(isUpstreamError(new UpstreamError('cities', 'gone', 410))).toBe(true);
    expect(isUpstreamError(new OtherCopy('cities: gone'))).toBe(true);
    expect(isUpstreamError(new Error('cities: gone'))).toBe(false);
    expect(isUpstreamError({ name: 'UpstreamError', status: 410 })).toBe(false);
  });
});
