/**
 * The UK DEFRA daily air quality index (1-10) for a PM2.5 concentration in
 * µg/m³, by DEFRA's PM2.5 bands (Low 1-3, Moderate 4-6, High 7-9, Very High 10).
 * Used when a provider (Open-Meteo) reports PM2.5 but no DEFRA index.
 */
const upperBounds = [11, 23, 35, 41, 47, 53, 58, 64, 70];

export function defraIndexFromPm25(pm2_5: number | null): number | null {
  if (pm2_5 === null || !Number.isFinite(pm2_5) || pm2_5 < 0) return null;
  const band = upperBounds.findIndex((upper) => pm2_5 < upper + 1);
  return band === -1 ? 10 : band + 1;
}
