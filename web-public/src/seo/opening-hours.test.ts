import { describe, expect, it } from 'vitest';
import { openingHoursSpecification, readableHours } from './opening-hours';

describe('opening hours as schema.org OpeningHoursSpecification', () => {
  it("turns the spec's hours into one node per entry with full day names", () => {
    expect(openingHoursSpecification(['Mo-Fr 07:00-17:00', 'Sa 08:00-16:00'])).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' },
    ]);
  });

  it('reads day lists and ranges that wrap past Sunday', () => {
    const [lists, wrap] = openingHoursSpecification(['Mo,We,Fr-Sa 09:00-12:00', 'Sa-Mo 10:00-14:00']);
    expect(lists?.dayOfWeek).toEqual(['Monday', 'Wednesday', 'Friday', 'Saturday']);
    expect(wrap?.dayOfWeek).toEqual(['Saturday', 'Sunday', 'Monday']);
  });

  it('gives nothing for no hours', () => {
    expect(openingHoursSpecification([])).toEqual([]);
  });
});

describe('opening hours as a visitor reads them', () => {
  it('names the days and says the times on a 12-hour clock', () => {
    expect(readableHours(['Mo-Fr 07:00-17:00'])).toBe('Monday-Friday 7 AM-5 PM');
    expect(readableHours(['Mo,We,Fr-Sa 09:30-12:00', 'Su 12:15-18:45'])).toBe('Monday, Wednesday, Friday-Saturday 9:30 AM-12 PM, Sunday 12:15 PM-6:45 PM');
  });
});
