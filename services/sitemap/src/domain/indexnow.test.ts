import { describe, expect, it } from 'vitest';
import { describeIndexNowStatus, inBatches, keyFilePath } from './indexnow.js';

describe('IndexNow rules', () => {
  it('sends at most 10,000 URLs per request', () => {
    const urls = Array.from({ length: 25_001 }, (_, i) => `https://www.example.ca/city-${i}`);
    expect(inBatches(urls).map((batch) => batch.length)).toEqual([10_000, 10_000, 5_001]);
    expect(inBatches([])).toEqual([]);
  });

  it('serves the key file at the site root, named after the key', () => {
    expect(keyFilePath('3f9a1c2b8d7e4f60')).toBe('/3f9a1c2b8d7e4f60.txt');
  });

  it('counts only 200 and 202 as accepted and says what each refusal means', () => {
    expect(describeIndexNowStatus(200, 2, 'k').success).toBe(true);
    expect(describeIndexNowStatus(202, 1, 'k')).toEqual({ success: true, message: 'IndexNow received 1 URL; the key is still being validated' });
    for (const status of [400, 403, 422, 429, 500]) expect(describeIndexNowStatus(status, 1, 'k').success).toBe(false);
    expect(describeIndexNowStatus(403, 1, 'https://x.ca/key1234567.txt').message).toContain('https://x.ca/key1234567.txt');
  });
});
