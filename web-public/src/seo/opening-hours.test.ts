import { describe, expect, it } from 'vitest';
import { openingHoursSpecification } from './opening-hours';

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
