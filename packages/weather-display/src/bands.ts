// The bands of docs/behaviour/public-site.md#weather-rules; each bound is inclusive ("up to 2" means 2 is still Low).

export type UvBand = 'Low' | 'Moderate' | 'High' | 'Very High';
export type PollenBand = 'Low' | 'Moderate' | 'High';
export type AirQualityBand = 'Good' | 'Moderate' | 'Unhealthy';

/** UV index: up to 2 Low, up to 5 Moderate, up to 7 High, else Very High. */
export function uvBand(uv: number): UvBand {
  if (uv <= 2) return 'Low';
  if (uv <= 5) return 'Moderate';
  if (uv <= 7) return 'High';
  return 'Very High';
}

/** Pollen index: up to 3 Low, up to 6 Moderate, else High. */
export function pollenBand(index: number): PollenBand {
  if (index <= 3) return 'Low';
  if (index <= 6) return 'Moderate';
  return 'High';
}

/** Air quality by PM2.5 (µg/m³): up to 12 Good, up to 35 Moderate, else Unhealthy. */
export function airQualityBand(pm2_5: number): AirQualityBand {
  if (pm2_5 <= 12) return 'Good';
  if (pm2_5 <= 35) return 'Moderate';
  return 'Unhealthy';
}
