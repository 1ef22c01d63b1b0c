import { describe, expect, it } from 'vitest';
import { sunnyDay } from '../../test/helpers/forecast-day.js';
import { upcomingDays } from './forecast-window.js';

describe('upcomingDays', () => {
  it('drops the days that have passed and keeps at most 14', () => {
    const days = Array.from({ length: 16 }, (_, i) => sunnyDay(`2026-06-${String(i + 1).padStart(2, '0')}`));
    const shown = upcomingDays(days, '2026-06-02');
    expect(shown[0]!.date).toBe('2026-06-02');
    expect(shown).toHaveLength(14);
    expect(upcomingDays(days, '2026-06-16').map((d) => d.date)).toEqual(['2026-06-16']);
    expect(upcomingDays(days, '2026-06-17')).toEqual([]);
  });
});
