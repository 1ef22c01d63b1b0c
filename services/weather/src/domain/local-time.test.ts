import { describe, expect, it } from 'vitest';
import { clockTime, isTimeZone, localDate } from './local-time.js';

describe('localDate', () => {
  it("gives the date where the city is, not the server's", () => {
    const lateEvening = new Date('2026-06-03T03:30:00Z'); // 23:30 on June 2 in Toronto
    expect(localDate(lateEvening, 'America/Toronto')).toBe('2026-06-02');
    expect(localDate(lateEvening, 'UTC')).toBe('2026-06-03');
  });
});

describe('isTimeZone', () => {
  it('accepts IANA names only', () => {
    expect(isTimeZone('America/Toronto')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
  });
});

describe('clockTime', () => {
  it.each([
    ['2024-06-01T05:36', '05:36'],
    ['05:36 AM', '05:36'],
    ['12:05 AM', '00:05'],
    ['12:40 PM', '12:40'],
    ['08:51 PM', '20:51'],
    ['No moonrise', null],
    [undefined, null],
  ])('%s is %s', (text, time) => expect(clockTime(text)).toBe(time));
});
