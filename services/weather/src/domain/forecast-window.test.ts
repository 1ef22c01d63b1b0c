import type { ForecastDay } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { upcomingDays } from './forecast-window.js';

const day = (date: string): ForecastDay => ({
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

describe('upcomingDays', () => {
  it('drops the days that have passed and keeps at most 14', () => {
    const days = Array.from({ length: 16 }, (_, i) => day(`2026-06-${String(i + 1).padStart(2, '0')}`));
    const shown = upcomingDays(days, '2026-06-02');
    expect(shown[0]!.date).toBe('2026-06-02');
    expect(shown).toHaveLength(14);
    expect(upcomingDays(days, '2026-06-16').map((d) => d.date)).toEqual(['2026-06-16']);
    expect(upcomingDays(days, '2026-06-17')).toEqual([]);
  });
});
