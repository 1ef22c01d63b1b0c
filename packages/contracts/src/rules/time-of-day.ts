/** A time of day on the 24-hour clock, as settings store it: '12:00', '13:30' ('24:00' is an opening hour's end, not a time of day). */
export const timeOfDayPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isTimeOfDay = (value: string): boolean => timeOfDayPattern.test(value);

/** The same-day delivery cut-off before staff set one on the Schema tab (docs/behaviour/admin-back-office.md, "Schema"). */
export const defaultSameDayCutoff = '12:00';

/**
 * 'HH:MM' as people read it on the 12-hour clock: '12:00' is '12 PM', '13:30'
 * '1:30 PM', '00:00' '12 AM'. '24:00' (the end of an opening hours' day) is also
 * '12 AM'. Kept free of zod: the public site's browser bundle imports it.
 */
export function readableTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 || hours === 24 ? 'AM' : 'PM'}`;
}
