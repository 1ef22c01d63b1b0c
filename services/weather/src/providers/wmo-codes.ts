/**
 * Condition texts for Open-Meteo's WMO weather codes, worded like
 * WeatherAPI.com's ('Sunny' by day and 'Clear' at night for code 0), so the
 * pages and the suggestion matching read the same words whichever provider
 * answered.
 */
const texts: Record<number, string> = {
  1: 'Mainly clear',
  2: 'Partly cloudy',
  3: 'Overcast',
  45: 'Fog',
  48: 'Freezing fog',
  51: 'Light drizzle',
  53: 'Moderate drizzle',
  55: 'Heavy drizzle',
  56: 'Light freezing drizzle',
  57: 'Heavy freezing drizzle',
  61: 'Light rain',
  63: 'Moderate rain',
  65: 'Heavy rain',
  66: 'Light freezing rain',
  67: 'Heavy freezing rain',
  71: 'Light snow',
  73: 'Moderate snow',
  75: 'Heavy snow',
  77: 'Snow grains',
  80: 'Light rain shower',
  81: 'Moderate rain shower',
  82: 'Torrential rain shower',
  85: 'Light snow showers',
  86: 'Heavy snow showers',
  95: 'Thunderstorm',
  96: 'Thunderstorm with light hail',
  97: 'Heavy thunderstorm',
  99: 'Thunderstorm with heavy hail',
};

export function conditionText(code: number | null, isDay: boolean): string {
  if (code === null) return '';
  if (code === 0) return isDay ? 'Sunny' : 'Clear';
  return texts[code] ?? '';
}
