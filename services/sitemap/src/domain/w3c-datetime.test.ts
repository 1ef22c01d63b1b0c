import { describe, expect, it } from 'vitest';
import { isW3cDatetime, toW3cDatetime } from './w3c-datetime.js';

describe('lastmod datetimes', () => {
  it('writes a moment in UTC to the second', () => {
    expect(toW3cDatetime(new Date('2026-03-09T17:05:42.918Z'))).toBe('2026-03-09T17:05:42+00:00');
  });

  it.each(['2026-03-09', '2026-03-09T17:05:42+00:00', '2026-03-09T17:05:42Z', '2026-03-09T17:05:42.5-05:00', '2024-02-29'])(
    'accepts %s',
    (text) => expect(isW3cDatetime(text)).toBe(true),
  );

  it.each([
    ['2026', 'a year alone is W3C but not xsd:date'],
    ['2026-03', 'a month alone'],
    ['2026-03-09T17:05+00:00', 'no seconds'],
    ['2026-03-09T17:05:42', 'a time without a time zone'],
    ['2026-02-29', 'a day that does not exist'],
    ['2026-13-01', 'month 13'],
    ['2026-03-09T24:00:00Z', 'hour 24'],
    ['2026-03-09 17:05:42Z', 'a space for the T'],
    ['Mon, 09 Mar 2026 17:05:42 GMT', 'an HTTP date'],
  ])('refuses %s (%s)', (text) => expect(isW3cDatetime(text)).toBe(false));
});
