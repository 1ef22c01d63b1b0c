import { weatherSchema, type ForecastDay, type Weather } from '@local-seo/contracts';
import { forecastDays } from '@local-seo/weather-display';
import { clockTime, defaultTimeZone, isTimeZone } from '../domain/local-time.js';
import { getProviderJson, numberOrNull } from './http.js';
import { ProviderError, type ReadingDetails, type WeatherProvider, type WeatherReading } from './provider.js';

export interface WeatherApiOptions {
  /** https://api.weatherapi.com/v1 */
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
}

type Values = Record<string, unknown>;

const label = 'WeatherAPI.com';

/** WeatherAPI.com's forecast.json: current, 14 days (the free plan answers 3) and air quality. */
export function createWeatherApiProvider(options: WeatherApiOptions): WeatherProvider {
  const notConfigured = options.apiKey ? null : `${label} is not configured: set WEATHERAPI_KEY`;
  return {
    name: 'weatherapi',
    notConfigured,
    async fetchWeather(place) {
      if (!options.apiKey) throw new ProviderError('weatherapi', 'not-configured', notConfigured!);
      const target = new URL('forecast.json', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
      target.searchParams.set('key', options.apiKey);
      target.searchParams.set('q', `${place.latitude},${place.longitude}`);
      target.searchParams.set('days', String(forecastDays));
      target.searchParams.set('aqi', 'yes');
      target.searchParams.set('alerts', 'no');
      const answer = await getProviderJson('weatherapi', label, target, options.timeoutMs);
      const body = (answer.body ?? {}) as Values;
      if (answer.status !== 200 || body.error) {
        const error = (body.error ?? {}) as Values;
        const reason = typeof error.message === 'string' ? `${error.message}${error.code ? ` (code ${String(error.code)})` : ''}` : 'no reason given';
        throw new ProviderError('weatherapi', 'refused', `${label} answered ${answer.status}: ${reason}`, answer.status);
      }
      return mapWeatherApi(body);
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Maps forecast.json to the one Weather shape (it is already close: the Weather shape was modelled on it). */
function mapWeatherApi(body: Values): WeatherReading {
  const missing: string[] = [];
  const current = (body.current ?? null) as Values | null;
  const days = Array.isArray((body.forecast as Values | undefined)?.forecastday)
    ? ((body.forecast as Values).forecastday as Values[]).filter((d) => d && typeof d.date === 'string')
    : [];
  const tempC = numberOrNull(current?.temp_c);
  if (!current || tempC === null) throw new ProviderError('weatherapi', 'bad-answer', `${label} answered without current conditions`);
  if (days.length === 0) throw new ProviderError('weatherapi', 'bad-answer', `${label} answered without forecast days`);
  if (days.length < forecastDays) missing.push(`forecast days (${days.length} of ${forecastDays})`);

  const read = (values: Values | null, name: string, where: string) => {
    const value = numberOrNull(values?.[name]);
    if (value === null) missing.push(`${where}.${name}`);
    return value;
  };
  const aq = (current.air_quality ?? null) as Values | null;
  if (!aq) missing.push('air quality');

  const shown = days.slice(0, forecastDays);
  const forecastday: ForecastDay[] = shown.map((entry) => {
    const day = (entry.day ?? null) as Values | null;
    const field = (name: string) => read(day, name, 'day');
    return {
      date: entry.date as string,
      day: {
        maxtemp_c: field('maxtemp_c'),
        maxtemp_f: field('maxtemp_f'),
        mintemp_c: field('mintemp_c'),
        mintemp_f: field('mintemp_f'),
        daily_chance_of_rain: field('daily_chance_of_rain'),
        avghumidity: field('avghumidity'),
        maxwind_kph: field('maxwind_kph'),
        uv: field('uv'),
        condition: { text: text((day?.condition as Values | undefined)?.text) },
      },
    };
  });

  const now = (name: string) => read(current, name, 'current');
  const weather: Weather = weatherSchema.parse({
    current: {
      temp_c: tempC,
      temp_f: now('temp_f'),
      feelslike_c: now('feelslike_c'),
      feelslike_f: now('feelslike_f'),
      humidity: now('humidity'),
      wind_kph: now('wind_kph'),
      uv: now('uv'),
      vis_km: now('vis_km'),
      condition: { text: text((current.condition as Values | undefined)?.text) },
      air_quality: aq ? { gb_defra_index: numberOrNull(aq['gb-defra-index']), pm2_5: numberOrNull(aq.pm2_5), european_aqi: null } : null,
    },
    forecast: { forecastday },
  });

  const astro = (shown[0]?.astro ?? null) as Values | null;
  const illumination = Number(astro?.moon_illumination); // a string in older answers, a number in newer ones
  const details: ReadingDetails = {
    windDirection: text(current.wind_dir) || null,
    precipMm: numberOrNull(current.precip_mm),
    pressureMb: numberOrNull(current.pressure_mb),
    et0: null, // not in forecast.json
    shortwaveRadiation: numberOrNull(current.short_rad),
    diffuseRadiation: numberOrNull(current.diff_rad),
    days: shown.map((entry) => ({ precipMm: numberOrNull((entry.day as Values | undefined)?.totalprecip_mm), et0: null })),
    airQuality: aq
      ? { co: numberOrNull(aq.co), no2: numberOrNull(aq.no2), o3: numberOrNull(aq.o3), pm25: numberOrNull(aq.pm2_5), pm10: numberOrNull(aq.pm10) }
      : null,
    astro: astro
      ? {
          sunrise: clockTime(astro.sunrise),
          sunset: clockTime(astro.sunset),
          moonPhase: text(astro.moon_phase) || null,
          moonIllumination: astro.moon_illumination === undefined || Number.isNaN(illumination) ? null : illumination,
        }
      : null,
  };

  const location = (body.location ?? {}) as Values;
  return {
    provider: 'weatherapi',
    fetchedAt: new Date(),
    timezone: isTimeZone(location.tz_id) ? location.tz_id : defaultTimeZone,
    raw: body,
    weather,
    details,
    missing: [...new Set(missing)],
  };
}
