import { describe, expect, it } from 'vitest';
import { staleWrite } from './versions.js';

describe('staleWrite', () => {
  it('refuses with 412, the record as it is now and its ETag, in words that name one record', () => {
    const refusal = staleWrite('product', { version: 3 }, 2);
    expect(refusal.statusCode).toBe(412);
    expect(refusal.message).toBe('This product changed since you loaded it (now version 3, yours 2): reload it, or apply your change on top');
    expect(refusal.extra).toEqual({ current: { version: 3 } });
    expect(refusal.headers.etag).toBe('"3"');
  });

  it('names a record kept as several (settings) in the plural', () => {
    expect(staleWrite({ plural: 'SEO settings' }, { version: 5 }, 4).message).toBe(
      'These SEO settings changed since you loaded them (now version 5, yours 4): reload them, or apply your change on top',
    );
  });
});
