/** A new moon (2000-01-06 18:14 UTC) and the mean length of a lunar month, in days. */
const knownNewMoon = Date.UTC(2000, 0, 6, 18, 14);
const synodicMonth = 29.530588853;
const dayMs = 86_400_000;

const phaseNames = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;

/**
 * The moon's phase and lit fraction (percent) at a moment, from the mean lunar
 * month: within about a day of the true phase, enough for the admin's
 * weather_data when the provider (Open-Meteo) reports no moon.
 */
export function moonAt(moment: Date): { phase: (typeof phaseNames)[number]; illumination: number } {
  const age = (((moment.getTime() - knownNewMoon) / dayMs) % synodicMonth + synodicMonth) % synodicMonth;
  const fraction = age / synodicMonth;
  const phase = phaseNames[Math.round(fraction * 8) % 8]!;
  const illumination = Math.round(((1 - Math.cos(2 * Math.PI * fraction)) / 2) * 100);
  return { phase, illumination };
}
