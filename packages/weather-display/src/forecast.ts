/** The texts for a city whose forecast is missing (docs/behaviour/public-site.md#weather-rules). */
export const unavailableTexts = {
  title: 'Weather forecast unavailable',
  detail: 'Check back soon for updated weather information',
} as const;

/** How many forecast days the pages show. */
export const forecastDays = 14;

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A forecast day's label: the first day is 'Today', the others show weekday,
 * month and day ('Tue, Jun 3'). `date` is the provider's local date (YYYY-MM-DD).
 */
export function forecastDayLabel(date: string, index: number): string {
  if (index === 0) return 'Today';
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** The rain chance is shown only when above 0: '40%' or null. */
export function rainChanceLabel(chance: number | null | undefined): string | null {
  return typeof chance === 'number' && chance > 0 ? `${Math.round(chance)}%` : null;
}
