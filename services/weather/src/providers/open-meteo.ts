import { weatherSchema, type ForecastDay, type Weather } from '@local-seo/contracts';
import { celsiusToFahrenheit, forecastDays } from '@local-seo/weather-display';
import { defraIndexFromPm25 } from '../domain/air-quality.js';
import { compassPoint } from '../domain/compass.js';
import { clockTime, defaultTimeZone, isTimeZone } from '../domain/local-time.js';
import { moonAt } from '../domain/moon.js';
import { getProviderJson, numberOrNull, tenth } from './http.js';
import { ProviderError, type Place, type ReadingDetails, type WeatherProvider, type WeatherReading } from './provider.js';
import { conditionText } from './wmo-codes.js';

export interface OpenMeteoOptions {
  /** https://api.open-meteo.com, or https://customer-api.open-meteo.com with an API key. */
  forecastUrl: string;
  /** https://air-quality-api.open-meteo.com, or the customer air-quality URL. */
  airQualityUrl: string;
  /** Open-Meteo's commercial API key; unset: the free, non-commercial API. */
  apiKey?: string;
  timeoutMs: number;
}

const openMeteoCurrent = [
  'temperature_2m',
  'relative_humidity_2m',
  'apparent_temperature',
  'is_day',
  'precipitation',
  'weather_code',
  'pressure_msl',
  'wind_speed_10m',
  'wind_direction_10m',
  'uv_index',
  'visibility',
  'et0_fao_evapotranspiration',
  'shortwave_radiation',
  'diffuse_radiation',
] as const;

const openMeteoDaily = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'precipitation_probability_max',
  'relative_humidity_2m_mean',
  'wind_speed_10m_max',
  'uv_index_max',
  'et0_fao_evapotranspiration',
  'shortwave_radiation_sum',
  'sunrise',
  'sunset',
] as const;

const openMeteoAirQuality = ['european_aqi', 'pm2_5', 'pm10', 'carbon_monoxide', 'nitrogen_dioxide', 'ozone'] as const;

type Values = Record<string, unknown>;

/** Open-Meteo: forecast (16 days asked, 14 shown) and air quality, two calls made together. */
export function createOpenMeteoProvider(options: OpenMeteoOptions): WeatherProvider {
  const label = 'Open-Meteo';

  function url(base: string, path: string, place: Place, params: Record<string, string>): URL {
    const target = new URL(path, base.endsWith('/') ? base : `${base}/`);
    target.searchParams.set('latitude', String(place.latitude));
    target.searchParams.set('longitude', String(place.longitude));
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    if (options.apiKey) target.searchParams.set('apikey', options.apiKey);
    return target;
  }

  async function call(what: string, target: URL): Promise<Values> {
    const answer = await getProviderJson('open-meteo', `${label} ${what}`, target, options.timeoutMs);
    const body = (answer.body ?? {}) as Values;
    if (answer.status !== 200 || body.error === true) {
      const reason = typeof body.reason === 'string' ? body.reason : 'no reason given';
      throw new ProviderError('open-meteo', 'refused', `${label} ${what} answered ${answer.status}: ${reason}`, answer.status);
    }
    return body;
  }

  return {
    name: 'open-meteo',
    notConfigured: null,
    async fetchWeather(place) {
      const [forecast, airQuality] = await Promise.allSettled([
        call(
          'forecast',
          url(options.forecastUrl, 'v1/forecast', place, {
            current: openMeteoCurrent.join(','),
            daily: openMeteoDaily.join(','),
            timezone: 'auto',
            forecast_days: '16',
          }),
        ),
        call('air quality', url(options.airQualityUrl, 'v1/air-quality', place, { current: openMeteoAirQuality.join(','), timezone: 'auto' })),
      ]);
      if (forecast.status === 'rejected') throw forecast.reason;
      const missing: string[] = [];
      if (airQuality.status === 'rejected') missing.push(`air quality (${(airQuality.reason as Error).message})`);
      return mapOpenMeteo(forecast.value, airQuality.status === 'fulfilled' ? airQuality.value : null, missing);
    },
  };
}

/** Maps Open-Meteo's answers to the one Weather shape; `missing` collects what a partial answer left out. */
function mapOpenMeteo(forecast: Values, airQuality: Values | null, missing: string[] = []): WeatherReading {
  const current = (forecast.current ?? null) as Values | null;
  const daily = (forecast.daily ?? null) as Values | null;
  const dates = Array.isArray(daily?.time) ? (daily.time as unknown[]).filter((d): d is string => typeof d === 'string') : [];
  const tempC = numberOrNull(current?.temperature_2m);
  if (!current || tempC === null) throw new ProviderError('open-meteo', 'bad-answer', 'Open-Meteo forecast answered without current conditions');
  if (dates.length === 0) throw new ProviderError('open-meteo', 'bad-answer', 'Open-Meteo forecast answered without daily forecast');

  const now = (name: (typeof openMeteoCurrent)[number]) => {
    const value = numberOrNull(current[name]);
    if (value === null) missing.push(`current.${name}`);
    return value;
  };
  const series = (name: (typeof openMeteoDaily)[number]) => {
    const values = daily?.[name];
    if (!Array.isArray(values)) missing.push(`daily.${name}`);
    return (index: number): unknown => (Array.isArray(values) ? values[index] : undefined);
  };

  const isDay = now('is_day') !== 0;
  const feelsLikeC = now('apparent_temperature');
  const visibilityM = now('visibility');
  const aq = (airQuality?.current ?? null) as Values | null;
  if (airQuality && !aq) missing.push('air quality (no current values)');
  const pm25 = numberOrNull(aq?.pm2_5);

  const code = series('weather_code');
  const max = series('temperature_2m_max');
  const min = series('temperature_2m_min');
  const rainChance = series('precipitation_probability_max');
  const humidity = series('relative_humidity_2m_mean');
  const wind = series('wind_speed_10m_max');
  const uv = series('uv_index_max');
  const precip = series('precipitation_sum');
  const et0 = series('et0_fao_evapotranspiration');
  const sunrise = series('sunrise');
  const sunset = series('sunset');
  series('shortwave_radiation_sum'); // kept in api_response only

  const shown = dates.slice(0, forecastDays);
  const forecastday: ForecastDay[] = shown.map((date, i) => {
    const maxC = tenth(numberOrNull(max(i)));
    const minC = tenth(numberOrNull(min(i)));
    return {
      date,
      day: {
        maxtemp_c: maxC,
        maxtemp_f: maxC === null ? null : celsiusToFahrenheit(maxC),
        mintemp_c: minC,
        mintemp_f: minC === null ? null : celsiusToFahrenheit(minC),
        daily_chance_of_rain: numberOrNull(rainChance(i)),
        avghumidity: numberOrNull(humidity(i)),
        maxwind_kph: tenth(numberOrNull(wind(i))),
        uv: tenth(numberOrNull(uv(i))),
        condition: { text: conditionText(numberOrNull(code(i)), true) },
      },
    };
  });

  const weather: Weather = weatherSchema.parse({
    current: {
      temp_c: tenth(tempC),
      temp_f: celsiusToFahrenheit(tempC),
      feelslike_c: tenth(feelsLikeC),
      feelslike_f: feelsLikeC === null ? null : celsiusToFahrenheit(feelsLikeC),
      humidity: now('relative_humidity_2m'),
      wind_kph: tenth(now('wind_speed_10m')),
      uv: tenth(now('uv_index')),
      vis_km: visibilityM === null ? null : tenth(visibilityM / 1000),
      condition: { text: conditionText(now('weather_code'), isDay) },
      air_quality: aq
        ? { gb_defra_index: defraIndexFromPm25(pm25), pm2_5: tenth(pm25), european_aqi: numberOrNull(aq.european_aqi) }
        : null,
    },
    forecast: { forecastday },
  });

  const fetchedAt = new Date();
  const moon = moonAt(fetchedAt);
  const details: ReadingDetails = {
    windDirection: compassPoint(now('wind_direction_10m')),
    precipMm: now('precipitation'),
    pressureMb: now('pressure_msl'),
    et0: now('et0_fao_evapotranspiration'),
    shortwaveRadiation: now('shortwave_radiation'),
    diffuseRadiation: now('diffuse_radiation'),
    days: shown.map((_, i) => ({ precipMm: numberOrNull(precip(i)), et0: numberOrNull(et0(i)) })),
    airQuality: aq
      ? {
          co: numberOrNull(aq.carbon_monoxide),
          no2: numberOrNull(aq.nitrogen_dioxide),
          o3: numberOrNull(aq.ozone),
          pm25,
          pm10: numberOrNull(aq.pm10),
        }
      : null,
    astro: { sunrise: clockTime(sunrise(0)), sunset: clockTime(sunset(0)), moonPhase: moon.phase, moonIllumination: moon.illumination },
  };

  return {
    provider: 'open-meteo',
    fetchedAt,
    timezone: isTimeZone(forecast.timezone) ? forecast.timezone : defaultTimeZone,
    raw: { forecast, air_quality: airQuality },
    weather,
    details,
    missing: [...new Set(missing)],
  };
}
