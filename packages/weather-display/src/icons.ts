/** The four weather icons of the pages. */
export type WeatherIcon = 'sun' | 'cloud' | 'rain' | 'snow';

/**
 * The keyword rule (docs/behaviour/public-site.md#weather-rules): "sun" or "clear" gives sun, "cloud"
 * cloud, "rain" rain, "snow" snow, anything else sun. The providers also describe
 * weather with words that list does not name (drizzle, showers, sleet, overcast,
 * fog); those count as the nearest of the four, after the four keywords.
 */
const rules: ReadonlyArray<[RegExp, WeatherIcon]> = [
  [/sun|clear/, 'sun'],
  [/cloud/, 'cloud'],
  [/rain/, 'rain'],
  [/snow/, 'snow'],
  [/sleet|ice pellets|blizzard|hail/, 'snow'],
  [/drizzle|shower|thunder/, 'rain'],
  [/overcast|fog|mist|haze/, 'cloud'],
];

export function weatherIcon(conditionText: string | null | undefined): WeatherIcon {
  const text = (conditionText ?? '').toLowerCase();
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? 'sun';
}
