/**
 * lastmod values: the W3C Datetime profile (www.w3.org/TR/NOTE-datetime) as
 * the sitemaps.org schema narrows it, a union of xsd:date and xsd:dateTime.
 */

/** A moment as `YYYY-MM-DDThh:mm:ss+00:00` (seconds are precise enough for crawlers). */
export function toW3cDatetime(moment: Date): string {
  return `${moment.toISOString().slice(0, 19)}+00:00`;
}

const zone = '(Z|[+-](\\d{2}):(\\d{2}))';
const datePattern = new RegExp(`^(\\d{4})-(\\d{2})-(\\d{2})${zone}?$`);
const dateTimePattern = new RegExp(`^(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2}):(\\d{2})(\\.\\d+)?${zone}$`);

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function validDay(year: string, month: string, day: string): boolean {
  const m = Number(month);
  return m >= 1 && m <= 12 && Number(day) >= 1 && Number(day) <= daysIn(Number(year), m);
}

function validZone(sign: string | undefined, hours: string | undefined, minutes: string | undefined): boolean {
  if (sign === undefined || sign === 'Z') return true;
  return Number(hours) <= 14 && Number(minutes) <= 59;
}

/**
 * Whether a lastmod is valid for both the W3C profile and the schema: a date
 * (`2026-05-10`) or a complete date and time with seconds and a time zone
 * (`2026-05-10T17:33:30+08:00`, `...Z`; fractions of a second allowed).
 */
export function isW3cDatetime(text: string): boolean {
  const date = datePattern.exec(text);
  if (date) return validDay(date[1]!, date[2]!, date[3]!) && validZone(date[4], date[5], date[6]);
  const time = dateTimePattern.exec(text);
  if (!time) return false;
  const [, year, month, day, hour, minute, second, , sign, zoneHours, zoneMinutes] = time;
  return (
    validDay(year!, month!, day!) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    validZone(sign, zoneHours, zoneMinutes)
  );
}
