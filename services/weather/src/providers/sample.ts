import { weatherSchema, type ForecastDay } from '@local-seo/contracts';
import { celsiusToFahrenheit, forecastDays } from '@local-seo/weather-display';
import { defraIndexFromPm25 } from '../domain/air-quality.js';
import { defaultTimeZone, localDate } from '../domain/local-time.js';
import { moonAt } from '../domain/moon.js';
import type { Place, WeatherProvider, WeatherReading } from './provider.js';

/**
 * WEATHER_PROVIDER=sample: made-up weather for demos without network. It is
 * plausible for Ontario (seasonal temperatures, a mix of sky and
 * precipitation), the same for a place and day on every call, and always
 * labelled as sample data (source.sample) so a page never passes it off as a forecast.
 */
export function createSampleProvider(clock: () => Date = () => new Date()): WeatherProvider {
  return {
    name: 'sample',
    notConfigured: null,
    fetchWeather: async (place) => sampleReading(place, clock()),
  };
}

const skies = [
  { text: 'Sunny', rain: [0, 10] },
  { text: 'Partly cloudy', rain: [5, 20] },
  { text: 'Cloudy', rain: [10, 30] },
  { text: 'Overcast', rain: [20, 40] },
  { text: 'Patchy rain possible', rain: [40, 70] },
  { text: 'Light rain', rain: [60, 90] },
] as const;

/** A number in [0, 1) that depends only on the text. */
function noise(seed: string): number {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  hash = Math.imul(hash ^ (hash >>> 15), 2246822507);
  hash = Math.imul(hash ^ (hash >>> 13), 3266489909);
  return ((hash ^ (hash >>> 16)) >>> 0) / 4294967296;
}

const round = (value: number) => Math.round(value * 10) / 10;
const between = (low: number, high: number, n: number) => round(low + (high - low) * n);

/** Mean daily temperature in southern Ontario by day of the year: about -7 °C in January, 22 °C in July. */
const seasonalMeanC = (dayOfYear: number) => 7.5 - 14.5 * Math.cos((2 * Math.PI * (dayOfYear - 20)) / 365);

function sampleDay(place: Place, date: string) {
  const at = new Date(`${date}T12:00:00Z`);
  const dayOfYear = Math.floor((at.getTime() - Date.UTC(at.getUTCFullYear(), 0, 0)) / 86_400_000);
  const key = `${place.latitude.toFixed(2)},${place.longitude.toFixed(2)},${date}`;
  const mean = seasonalMeanC(dayOfYear) + between(-4, 4, noise(`${key}:t`));
  const sky = skies[Math.floor(noise(`${key}:sky`) * skies.length)]!;
  const freezing = mean < 0 && sky.rain[0] >= 40;
  const summer = Math.max(0, Math.sin((Math.PI * (dayOfYear - 80)) / 185));
  return {
    maxC: round(mean + 5),
    minC: round(mean - 5),
    text: freezing ? 'Light snow' : sky.text,
    chanceOfRain: Math.round(between(sky.rain[0], sky.rain[1], noise(`${key}:rain`))),
    humidity: Math.round(between(55, 85, noise(`${key}:h`))),
    windKph: between(5, 30, noise(`${key}:w`)),
    uv: Math.round(1 + 7 * summer * (sky.text === 'Sunny' ? 1 : 0.6)),
    precipMm: sky.rain[0] >= 40 ? between(0.5, 8, noise(`${key}:p`)) : 0,
  };
}

export function sampleReading(place: Place, now: Date): WeatherReading {
  const timezone = defaultTimeZone;
  const today = localDate(now, timezone);
  const dates = Array.from({ length: forecastDays }, (_, i) => {
    const day = new Date(`${today}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + i);
    return day.toISOString().slice(0, 10);
  });
  const days = dates.map((date) => ({ date, ...sampleDay(place, date) }));
  const first = days[0]!;
  // The current temperature follows the time of day: coolest at dawn, warmest mid-afternoon.
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', hourCycle: 'h23' }).format(now));
  const tempC = round(first.minC + (first.maxC - first.minC) * (1 - Math.cos((2 * Math.PI * (hour - 3)) / 24)) / 2);
  const feelsC = round(tempC - first.windKph / 10);
  const pm25 = between(3, 16, noise(`${today}:${place.latitude}:pm`));
  const forecastday: ForecastDay[] = days.map((day) => ({
    date: day.date,
    day: {
      maxtemp_c: day.maxC,
      maxtemp_f: celsiusToFahrenheit(day.maxC),
      mintemp_c: day.minC,
      mintemp_f: celsiusToFahrenheit(day.minC),
      daily_chance_of_rain: day.chanceOfRain,
      avghumidity: day.humidity,
      maxwind_kph: day.windKph,
      uv: day.uv,
      condition: { text: day.text },
    },
  }));
  const weather = weatherSchema.parse({
    current: {
      temp_c: tempC,
      temp_f: celsiusToFahrenheit(tempC),
      feelslike_c: feelsC,
      feelslike_f: celsiusToFahrenheit(feelsC),
      humidity: first.humidity,
      wind_kph: round(first.windKph * 0.7),
      uv: hour >= 7 && hour <= 19 ? first.uv : 0,
      vis_km: first.text === 'Light rain' || first.text === 'Light snow' ? 6 : 10,
      condition: { text: hour >= 6 && hour < 21 ? first.text : first.text === 'Sunny' ? 'Clear' : first.text },
      air_quality: { gb_defra_index: defraIndexFromPm25(pm25), pm2_5: pm25, european_aqi: null },
    },
    forecast: { forecastday },
  });
  const moon = moonAt(now);
  return {
    provider: 'sample',
    fetchedAt: now,
    timezone,
    raw: { sample: true, note: 'Sample weather generated for a demo; not a forecast.', place, generated_at: now.toISOString() },
    weather,
    details: {
      windDirection: 'W',
      precipMm: 0,
      pressureMb: 1015,
      et0: null,
      shortwaveRadiation: null,
      diffuseRadiation: null,
      days: days.map((day) => ({ precipMm: day.precipMm, et0: null })),
      airQuality: { co: null, no2: null, o3: null, pm25: pm25, pm10: null },
      astro: { sunrise: null, sunset: null, moonPhase: moon.phase, moonIllumination: moon.illumination },
    },
    missing: [],
  };
}
