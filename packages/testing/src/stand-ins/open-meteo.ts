import {
  datesFrom,
  localDateTime,
  maintenancePage,
  startWeatherServer,
  utcOffsetSeconds,
  type RecordedWeatherRequest,
  type WeatherAnswer,
  type WeatherStandInMode,
} from './weather-stand-in.js';

/**
 * Open-Meteo's forecast API (GET /v1/forecast) and air-quality API (GET
 * /v1/air-quality) in their real format: `current` and `daily` objects with
 * their `*_units`, dates in the place's time zone (`timezone=auto`), and the
 * real error shape `{"error": true, "reason": ...}` with HTTP 400, also for an
 * unknown variable name, so a typo in an adapter's query fails here as it would there.
 */

const currentUnits: Record<string, string> = {
  temperature_2m: '°C',
  relative_humidity_2m: '%',
  apparent_temperature: '°C',
  dew_point_2m: '°C',
  is_day: '',
  precipitation: 'mm',
  rain: 'mm',
  showers: 'mm',
  snowfall: 'cm',
  weather_code: 'wmo code',
  cloud_cover: '%',
  pressure_msl: 'hPa',
  surface_pressure: 'hPa',
  wind_speed_10m: 'km/h',
  wind_direction_10m: '°',
  wind_gusts_10m: 'km/h',
  uv_index: '',
  visibility: 'm',
  et0_fao_evapotranspiration: 'mm',
  shortwave_radiation: 'W/m²',
  diffuse_radiation: 'W/m²',
};

/** What the stand-in reports now, unless a test overrides some of it. */
export const openMeteoCurrentDefaults: Record<string, number> = {
  temperature_2m: 21.4,
  relative_humidity_2m: 62,
  apparent_temperature: 22.1,
  dew_point_2m: 13.8,
  is_day: 1,
  precipitation: 0,
  rain: 0,
  showers: 0,
  snowfall: 0,
  weather_code: 2,
  cloud_cover: 40,
  pressure_msl: 1013.2,
  surface_pressure: 1001.5,
  wind_speed_10m: 14.8,
  wind_direction_10m: 225,
  wind_gusts_10m: 29.5,
  uv_index: 5.35,
  visibility: 24140,
  et0_fao_evapotranspiration: 0.21,
  shortwave_radiation: 612,
  diffuse_radiation: 141,
};

const codes = [2, 61, 0, 3, 80, 1, 45, 71];
const dailyVariables: Record<string, { unit: string; value: (i: number, date: string) => number | string }> = {
  weather_code: { unit: 'wmo code', value: (i) => codes[i % codes.length]! },
  temperature_2m_max: { unit: '°C', value: (i) => 24 + (i % 3) },
  temperature_2m_min: { unit: '°C', value: (i) => 13 + (i % 2) },
  temperature_2m_mean: { unit: '°C', value: (i) => 18.5 + (i % 3) / 2 },
  apparent_temperature_max: { unit: '°C', value: (i) => 25 + (i % 3) },
  apparent_temperature_min: { unit: '°C', value: (i) => 12 + (i % 2) },
  precipitation_sum: { unit: 'mm', value: (i) => [0, 6.2, 0, 0.4, 3.1, 0, 0.1, 2.5][i % 8]! },
  rain_sum: { unit: 'mm', value: (i) => [0, 6.2, 0, 0.4, 3.1, 0, 0.1, 0][i % 8]! },
  snowfall_sum: { unit: 'cm', value: (i) => (i % 8 === 7 ? 1.8 : 0) },
  precipitation_probability_max: { unit: '%', value: (i) => [10, 80, 0, 30, 65, 5, 20, 70][i % 8]! },
  relative_humidity_2m_mean: { unit: '%', value: (i) => 60 + i },
  wind_speed_10m_max: { unit: 'km/h', value: (i) => 18 + i },
  wind_gusts_10m_max: { unit: 'km/h', value: (i) => 35 + i },
  uv_index_max: { unit: '', value: () => 6.1 },
  uv_index_clear_sky_max: { unit: '', value: () => 7.2 },
  et0_fao_evapotranspiration: { unit: 'mm', value: (i) => Math.round((4.2 - i / 10) * 100) / 100 },
  shortwave_radiation_sum: { unit: 'MJ/m²', value: () => 22.5 },
  sunrise: { unit: 'iso8601', value: (_i, date) => `${date}T05:36` },
  sunset: { unit: 'iso8601', value: (_i, date) => `${date}T20:51` },
  daylight_duration: { unit: 's', value: () => 55_500 },
  sunshine_duration: { unit: 's', value: () => 41_000 },
};

const airQualityUnits: Record<string, string> = {
  european_aqi: 'EAQI',
  us_aqi: 'USAQI',
  pm10: 'μg/m³',
  pm2_5: 'μg/m³',
  carbon_monoxide: 'μg/m³',
  nitrogen_dioxide: 'μg/m³',
  sulphur_dioxide: 'μg/m³',
  ozone: 'μg/m³',
  dust: 'μg/m³',
  uv_index: '',
};

export const openMeteoAirQualityDefaults: Record<string, number> = {
  european_aqi: 21,
  us_aqi: 38,
  pm10: 11.6,
  pm2_5: 8.3,
  carbon_monoxide: 182,
  nitrogen_dioxide: 9.4,
  sulphur_dioxide: 1.2,
  ozone: 71,
  dust: 0,
  uv_index: 5.3,
};

/** Left out of a partial answer. */
const partialCurrent = new Set(['uv_index', 'visibility']);
const partialDaily = new Set(['relative_humidity_2m_mean']);
const partialAirQuality = new Set(['pm2_5']);

export type OpenMeteoApi = 'forecast' | 'air-quality';

export interface OpenMeteoStandInOptions {
  /** The time zone `timezone=auto` resolves to (default America/Toronto). */
  timezone?: string;
  now?: () => Date;
  /** Where it listens (default 127.0.0.1; 0.0.0.0 for containers to reach it). */
  host?: string;
}

export async function startOpenMeteoStandIn(options: OpenMeteoStandInOptions = {}) {
  const timezone = options.timezone ?? 'America/Toronto';
  const now = options.now ?? (() => new Date());
  const modes: Record<OpenMeteoApi, WeatherStandInMode> = { forecast: 'ok', 'air-quality': 'ok' };
  let error = { status: 429, reason: 'Daily API request limit exceeded. Please try again tomorrow.' };
  const current = { ...openMeteoCurrentDefaults };
  const airQuality = { ...openMeteoAirQualityDefaults };

  const refuse = (status: number, reason: string): WeatherAnswer => ({ status, body: { error: true, reason } });

  type Located = { problem: string } | { head: Record<string, unknown>; zone: string; moment: Date };

  function location(query: Record<string, string>): Located {
    const latitude = Number(query.latitude);
    const longitude = Number(query.longitude);
    if (query.latitude === undefined || query.longitude === undefined) return { problem: "Parameter 'latitude' and 'longitude' are required" };
    if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) return { problem: 'Latitude must be in range of -90 to 90°. Given: ' + query.latitude + '.' };
    if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) return { problem: 'Longitude must be in range of -180 to 180°. Given: ' + query.longitude + '.' };
    const zone = query.timezone === 'auto' ? timezone : (query.timezone ?? 'GMT');
    const moment = now();
    const offset = utcOffsetSeconds(moment, zone);
    return {
      head: {
        // The centre of the model's grid cell, a little off the asked coordinates, as the real API answers.
        latitude: Math.round(latitude * 40) / 40,
        longitude: Math.round(longitude * 40) / 40,
        generationtime_ms: 0.27,
        utc_offset_seconds: offset,
        timezone: zone,
        timezone_abbreviation: offset === 0 ? 'GMT' : `GMT${offset < 0 ? '-' : '+'}${Math.abs(offset) / 3600}`,
        elevation: 251,
      },
      zone,
      moment,
    };
  }

  const list = (value: string | undefined) => (value ? value.split(',').filter((name) => name !== '') : []);

  function forecast(query: Record<string, string>): WeatherAnswer {
    const place = location(query);
    if ('problem' in place) return refuse(400, place.problem);
    const currentNames = list(query.current);
    const dailyNames = list(query.daily);
    for (const name of currentNames) if (!(name in currentUnits)) return refuse(400, `Cannot initialize WeatherVariable from invalid String value ${name} for key current`);
    for (const name of dailyNames) if (!(name in dailyVariables)) return refuse(400, `Cannot initialize DailyWeatherVariable from invalid String value ${name} for key daily`);
    const days = query.forecast_days === undefined ? 7 : Number(query.forecast_days);
    if (!Number.isInteger(days) || days < 0 || days > 16) return refuse(400, `Parameter 'forecast_days' is out of allowed range from 0 to 16`);
    const partial = modes.forecast === 'partial';
    const body: Record<string, unknown> = { ...place.head };
    if (currentNames.length > 0) {
      const names = currentNames.filter((name) => !(partial && partialCurrent.has(name)));
      const stamp = localDateTime(place.moment, place.zone); // current values are for the last quarter hour
      const time = `${stamp.slice(0, 14)}${String(Math.floor(Number(stamp.slice(14)) / 15) * 15).padStart(2, '0')}`;
      body.current_units = { time: 'iso8601', interval: 'seconds', ...Object.fromEntries(names.map((name) => [name, currentUnits[name]])) };
      body.current = { time, interval: 900, ...Object.fromEntries(names.map((name) => [name, current[name]])) };
    }
    if (dailyNames.length > 0) {
      const names = dailyNames.filter((name) => !(partial && partialDaily.has(name)));
      const dates = datesFrom(place.moment, place.zone, days);
      body.daily_units = { time: 'iso8601', ...Object.fromEntries(names.map((name) => [name, dailyVariables[name]!.unit])) };
      body.daily = {
        time: dates,
        ...Object.fromEntries(names.map((name) => [name, dates.map((date, i) => dailyVariables[name]!.value(i, date))])),
      };
    }
    return { status: 200, body };
  }

  function airQualityAnswer(query: Record<string, string>): WeatherAnswer {
    const place = location(query);
    if ('problem' in place) return refuse(400, place.problem);
    const names = list(query.current);
    for (const name of names) if (!(name in airQualityUnits)) return refuse(400, `Cannot initialize CamsVariable from invalid String value ${name} for key current`);
    const shown = names.filter((name) => !(modes['air-quality'] === 'partial' && partialAirQuality.has(name)));
    const time = `${localDateTime(place.moment, place.zone).slice(0, 14)}00`;
    return {
      status: 200,
      body: {
        ...place.head,
        elevation: 240,
        current_units: { time: 'iso8601', interval: 'seconds', ...Object.fromEntries(shown.map((name) => [name, airQualityUnits[name]])) },
        current: { time, interval: 3600, ...Object.fromEntries(shown.map((name) => [name, airQuality[name]])) },
      },
    };
  }

  const server = await startWeatherServer((request: RecordedWeatherRequest) => {
    const api: OpenMeteoApi | null = request.path === '/v1/forecast' ? 'forecast' : request.path === '/v1/air-quality' ? 'air-quality' : null;
    if (!api) return { status: 404, body: { error: true, reason: 'Not Found' } };
    switch (modes[api]) {
      case 'error':
        return refuse(error.status, error.reason);
      case 'timeout':
        return 'hold';
      case 'not-json':
        return maintenancePage;
      default:
        return api === 'forecast' ? forecast(request.query) : airQualityAnswer(request.query);
    }
  }, options.host);

  return {
    url: server.url,
    requests: server.requests,
    /** The requests to one of the two APIs. */
    requestsTo: (api: OpenMeteoApi) => server.requests.filter((r) => r.path === (api === 'forecast' ? '/v1/forecast' : '/v1/air-quality')),
    /** How one API (or both) answers from now on; `error` sets the status and reason of the error mode. */
    setMode(api: OpenMeteoApi | 'both', mode: WeatherStandInMode, errorAnswer?: { status: number; reason: string }) {
      if (errorAnswer) error = errorAnswer;
      for (const name of api === 'both' ? (['forecast', 'air-quality'] as const) : [api]) modes[name] = mode;
    },
    /** The current values it reports (change them to see a change go through). */
    current,
    airQuality,
    close: server.close,
  };
}
export type OpenMeteoStandIn = Awaited<ReturnType<typeof startOpenMeteoStandIn>>;
