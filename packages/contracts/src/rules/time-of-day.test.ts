import { expectExamples } from '@local-seo/testing/examples';
import { describe, expect, it } from 'vitest';
import { isTimeOfDay, readableTime } from './time-of-day.js';

describe('readableTime (the same-day cut-off as the public pages word it)', () => {
  it('says whole hours without minutes, on the 12-hour clock', () => {
    expectExamples(readableTime, { '12:00': '12 PM', '09:00': '9 AM', '17:00': '5 PM' });
  });

  it('keeps the minutes when there are some', () => {
    expectExamples(readableTime, { '13:30': '1:30 PM', '11:05': '11:05 AM', '12:45': '12:45 PM' });
  });

  it('calls midnight 12 AM, at either end of the day', () => {
    expectExamples(readableTime, { '00:00': '12 AM', '00:30': '12:30 AM', '24:00': '12 AM' });
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
