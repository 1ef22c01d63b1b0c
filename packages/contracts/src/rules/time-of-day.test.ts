import { describe, expect, it } from 'vitest';
import { isTimeOfDay, readableTime } from './time-of-day.js';

describe('readableTime (the same-day cut-off as the public pages word it, issue 18)', () => {
  it('says whole hours without minutes, on the 12-hour clock', () => {
    expect(readableTime('12:00')).toBe('12 PM');
    expect(readableTime('09:00')).toBe('9 AM');
    expect(readableTime('17:00')).toBe('5 PM');
  });

  it('keeps the minutes when there are some', () => {
    expect(readableTime('13:30')).toBe('1:30 PM');
    expect(readableTime('11:05')).toBe('11:05 AM');
    expect(readableTime('12:45')).toBe('12:45 PM');
  });

  it('calls midnight 12 AM, at either end of the day', () => {
    expect(readableTime('00:00')).toBe('12 AM');
    expect(readableTime('00:30')).toBe('12:30 AM');
    expect(readableTime('24:00')).toBe('12 AM');
  });
});

describe('isTimeOfDay', () => {
  it('takes HH:MM on the 24-hour clock', () => {
    expect(['00:00', '09:15', '12:00', '13:30', '23:59'].filter(isTimeOfDay)).toHaveLength(5);
  });

  it('refuses what is not one', () => {
    expect(['24:00', '12:60', '9:00', '12', '12 PM', '1:30 PM', '12:00:00', ' 12:00', ''].filter(isTimeOfDay)).toEqual([]);
  });
});
