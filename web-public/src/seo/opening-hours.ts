import { readableTime } from '@local-seo/contracts';
import type { DayOfWeek, OpeningHoursSpecificationLeaf } from 'schema-dts';

const days = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const dayNames: Record<(typeof days)[number], Extract<DayOfWeek, string>> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

function dayIndex(code: string): number {
  const index = days.indexOf(code as (typeof days)[number]);
  if (index < 0) throw new Error(`Unknown day '${code}'`);
  return index;
}

/** 'Mo-Fr,Su' as full day names; a range may wrap past Sunday ('Fr-Mo'). */
function expandDays(spec: string): DayOfWeek[] {
  return spec.split(',').flatMap((part) => {
    const [first, last = first] = part.split('-') as [string, string?];
    const start = dayIndex(first);
    const length = ((dayIndex(last) - start + 7) % 7) + 1;
    return Array.from({ length }, (_, offset) => dayNames[days[(start + offset) % 7]!]);
  });
}

/**
 * schema.org openingHours values ('Mo-Fr 07:00-17:00', as the Schema tab stores
 * them, already validated) as OpeningHoursSpecification nodes.
 */
export function openingHoursSpecification(hours: readonly string[]): OpeningHoursSpecificationLeaf[] {
  return hours.map((entry) => {
    const [daySpec = '', times = ''] = entry.trim().split(/\s+/);
    const [opens = '', closes = ''] = times.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: expandDays(daySpec), opens, closes };
  });
}

const dayName = (code: string) => dayNames[days[dayIndex(code)]!];

/** openingHours values as a visitor reads them: 'Mo-Fr 07:00-17:00' is 'Monday-Friday 7 AM-5 PM'; entries joined by ', '. */
export function readableHours(hours: readonly string[]): string {
  return hours
    .map((entry) => {
      const [daySpec = '', times = ''] = entry.trim().split(/\s+/);
      const dayText = daySpec
        .split(',')
        .map((part) => part.split('-').map(dayName).join('-'))
        .join(', ');
      const [opens = '', closes = ''] = times.split('-');
      return `${dayText} ${readableTime(opens)}-${readableTime(closes)}`;
    })
    .join(', ');
}
