const points = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

/** A wind direction in degrees as one of the 16 compass points WeatherAPI.com reports ('SW'). */
export function compassPoint(degrees: number | null): string | null {
  if (degrees === null || !Number.isFinite(degrees)) return null;
  const normalized = ((degrees % 360) + 360) % 360;
  return points[Math.round(normalized / 22.5) % 16]!;
}
