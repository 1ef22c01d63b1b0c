import { fahrenheitToCelsius } from './units.js';

/** The values shown when the weather data lacks a field (docs/behaviour/public-site.md#weather-rules). */
export const weatherFallbacks = {
  /** Current temperature, feels-like and a day's high. */
  temperatureF: 75,
  /** A day's low. */
  lowF: 65,
  humidity: 50,
  windKph: 10,
  visibilityKm: 10,
  uv: 3,
} as const;

/** A field counts as missing when it is absent, null or not a finite number. */
export function orFallback(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A temperature in °C, or the fallback given in °F converted to °C. */
export function celsiusOrFallback(celsius: number | null | undefined, fallbackF: number): number {
  return orFallback(celsius, fahrenheitToCelsius(fallbackF));
}

/** What the current-conditions panel shows, every field filled. */
export interface CurrentDisplayValues {
  tempC: number;
  feelsLikeC: number;
  humidity: number;
  windKph: number;
  uv: number;
  visibilityKm: number;
}

export function currentDisplayValues(current: {
  temp_c?: number | null;
  feelslike_c?: number | null;
  humidity?: number | null;
  wind_kph?: number | null;
  uv?: number | null;
  vis_km?: number | null;
} | null | undefined): CurrentDisplayValues {
  const tempC = celsiusOrFallback(current?.temp_c, weatherFallbacks.temperatureF);
  return {
    tempC,
    feelsLikeC: orFallback(current?.feelslike_c, tempC),
    humidity: orFallback(current?.humidity, weatherFallbacks.humidity),
    windKph: orFallback(current?.wind_kph, weatherFallbacks.windKph),
    uv: orFallback(current?.uv, weatherFallbacks.uv),
    visibilityKm: orFallback(current?.vis_km, weatherFallbacks.visibilityKm),
  };
}

/** What one forecast day shows, every field filled. */
export interface DayDisplayValues {
  highC: number;
  lowC: number;
  chanceOfRain: number;
  humidity: number;
  windKph: number;
  uv: number;
}

export function dayDisplayValues(day: {
  maxtemp_c?: number | null;
  mintemp_c?: number | null;
  daily_chance_of_rain?: number | null;
  avghumidity?: number | null;
  maxwind_kph?: number | null;
  uv?: number | null;
} | null | undefined): DayDisplayValues {
  return {
    highC: celsiusOrFallback(day?.maxtemp_c, weatherFallbacks.temperatureF),
    lowC: celsiusOrFallback(day?.mintemp_c, weatherFallbacks.lowF),
    chanceOfRain: orFallback(day?.daily_chance_of_rain, 0),
    humidity: orFallback(day?.avghumidity, weatherFallbacks.humidity),
    windKph: orFallback(day?.maxwind_kph, weatherFallbacks.windKph),
    uv: orFallback(day?.uv, weatherFallbacks.uv),
  };
}
