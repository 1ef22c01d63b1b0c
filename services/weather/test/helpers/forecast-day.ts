import type { ForecastDay } from '@local-seo/contracts';

/** A mild, sunny forecast day on `date` (YYYY-MM-DD): for tests about which days are kept, not what they say. */
export const sunnyDay = (date: string): ForecastDay => ({
  date,
  day: {
    maxtemp_c: 20,
    maxtemp_f: 68,
    mintemp_c: 10,
    mintemp_f: 50,
    daily_chance_of_rain: 0,
    avghumidity: 60,
    maxwind_kph: 10,
    uv: 5,
    condition: { text: 'Sunny' },
  },
});
