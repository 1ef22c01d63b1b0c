/** The time zone assumed when a provider names none (the business is in Ontario). */
export const defaultTimeZone = 'America/Toronto';

export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) at `moment` in a time zone. */
export function localDate(moment: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(moment);
}

/**
 * A time of day as 24-hour HH:MM, from Open-Meteo's "2024-06-01T05:36" or
 * WeatherAPI.com's "05:36 AM"; null when it is neither.
 */
export function clockTime(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const iso = /T(\d{2}):(\d{2})/.exec(text);
  if (iso) return `${iso[1]}:${iso[2]}`;
  const twelve = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!twelve) return null;
  const hour = (Number(twelve[1]) % 12) + (twelve[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${twelve[2]}`;
}
