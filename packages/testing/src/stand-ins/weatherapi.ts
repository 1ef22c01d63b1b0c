import {
  datesFrom,
  localDateTime,
  maintenancePage,
  startWeatherServer,
  type RecordedWeatherRequest,
  type WeatherAnswer,
  type WeatherStandInMode,
} from './weather-stand-in.js';

/**
 * WeatherAPI.com's GET /v1/forecast.json in its real format: location,
 * current (with air_quality when aqi=yes), forecast.forecastday[] with day,
 * astro and 24 hours, and the real errors `{"error": {"code", "message"}}`
 * (1002/2006 key missing or wrong: 401; 1003 no q and 1006 unknown place:
 * 400; 2007 quota: 403).
 */

const conditions = [
  { code: 1003, icon: 116, day: 'Partly cloudy', night: 'Partly cloudy' },
  { code: 1183, icon: 296, day: 'Light rain', night: 'Light rain' },
  { code: 1000, icon: 113, day: 'Sunny', night: 'Clear' },
  { code: 1009, icon: 122, day: 'Overcast', night: 'Overcast' },
  { code: 1240, icon: 353, day: 'Light rain shower', night: 'Light rain shower' },
  { code: 1006, icon: 119, day: 'Cloudy', night: 'Cloudy' },
  { code: 1030, icon: 143, day: 'Mist', night: 'Mist' },
  { code: 1213, icon: 326, day: 'Light snow', night: 'Light snow' },
];

const condition = (i: number, isDay = true) => {
  const c = conditions[i % conditions.length]!;
  return { text: isDay ? c.day : c.night, icon: `//cdn.weatherapi.com/weather/64x64/${isDay ? 'day' : 'night'}/${c.icon}.png`, code: c.code };
};

const f = (c: number) => Math.round((c * 9 / 5 + 32) * 10) / 10;
const mph = (kph: number) => Math.round((kph / 1.609344) * 10) / 10;

/** What the stand-in reports now, unless a test overrides some of it. */
export const weatherApiCurrentDefaults = {
  temp_c: 18.3,
  feelslike_c: 17.6,
  humidity: 68,
  wind_kph: 13,
  wind_degree: 250,
  wind_dir: 'WSW',
  pressure_mb: 1016,
  precip_mm: 0.02,
  cloud: 50,
  vis_km: 10,
  uv: 4,
  gust_kph: 19.5,
  short_rad: 412.5,
  diff_rad: 120.3,
};

export const weatherApiAirQualityDefaults = {
  co: 230.9,
  no2: 5.8,
  o3: 74.4,
  so2: 3.3,
  pm2_5: 6.1,
  pm10: 9.4,
  'us-epa-index': 1,
  'gb-defra-index': 1,
};

export interface WeatherApiStandInOptions {
  /** The key it accepts (default 'weatherapi-test-key'). */
  apiKey?: string;
  /** The place's time zone (default America/Toronto). */
  timezone?: string;
  now?: () => Date;
}

type WeatherApiCurrent = typeof weatherApiCurrentDefaults;
type WeatherApiAirQuality = typeof weatherApiAirQualityDefaults;

const refuse = (status: number, code: number, message: string): WeatherAnswer => ({ status, body: { error: { code, message } } });

/** The place a forecast request asks for, or WeatherAPI's refusal of a request without the right key or a place it knows. */
function forecastPlace(query: Record<string, string>, apiKey: string): { refused: WeatherAnswer } | { lat: number; lon: number } {
  if (!query.key) return { refused: refuse(401, 1002, 'API key is invalid or not provided.') };
  if (query.key !== apiKey) return { refused: refuse(401, 2006, 'API key is invalid.') };
  if (!query.q) return { refused: refuse(400, 1003, 'Parameter q is missing.') };
  const [lat, lon] = query.q.split(',').map(Number);
  if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return { refused: refuse(400, 1006, 'No matching location found.') };
  }
  return { lat, lon };
}

/** The answer's `current`: the weather now, in both units. */
function currentBodyOf(
  current: WeatherApiCurrent,
  airQuality: WeatherApiAirQuality,
  at: { epoch: number; localtime: string },
  shape: { partial: boolean; withAirQuality: boolean },
): Record<string, unknown> {
  const { epoch, localtime } = at;
  const currentBody: Record<string, unknown> = {
    last_updated_epoch: epoch - (epoch % 900),
    last_updated: localtime.slice(0, 14) + String(Math.floor(Number(localtime.slice(14)) / 15) * 15).padStart(2, '0'),
    temp_c: current.temp_c,
    temp_f: f(current.temp_c),
    is_day: 1,
    condition: condition(0),
    wind_mph: mph(current.wind_kph),
    wind_kph: current.wind_kph,
    wind_degree: current.wind_degree,
    wind_dir: current.wind_dir,
    pressure_mb: current.pressure_mb,
    pressure_in: Math.round(current.pressure_mb * 0.02953 * 100) / 100,
    precip_mm: current.precip_mm,
    precip_in: 0,
    humidity: current.humidity,
    cloud: current.cloud,
    feelslike_c: current.feelslike_c,
    feelslike_f: f(current.feelslike_c),
    windchill_c: current.feelslike_c,
    windchill_f: f(current.feelslike_c),
    heatindex_c: current.temp_c,
    heatindex_f: f(current.temp_c),
    dewpoint_c: 12.1,
    dewpoint_f: f(12.1),
    vis_km: current.vis_km,
    vis_miles: Math.round(current.vis_km / 1.609344),
    uv: current.uv,
    gust_mph: mph(current.gust_kph),
    gust_kph: current.gust_kph,
    short_rad: current.short_rad,
    diff_rad: current.diff_rad,
    dni: 512.4,
    gti: 388.1,
  };
  if (shape.partial) {
    delete currentBody.uv;
    delete currentBody.vis_km;
  }
  if (shape.withAirQuality) currentBody.air_quality = airQuality;
  return currentBody;
}

/** The 24 hours of the `i`th forecast day, the temperature following the day's minimum and maximum. */
function hoursOf(date: string, dateEpoch: number, i: number, day: { minC: number; maxC: number; chance: number }) {
  const { minC, maxC, chance } = day;
  return Array.from({ length: 24 }, (_, h) => {
    const isDay = h >= 6 && h < 21;
    const temp = minC + (maxC - minC) * (1 - Math.cos((2 * Math.PI * (h - 3)) / 24)) / 2;
    return {
      time_epoch: dateEpoch + h * 3600,
      time: `${date} ${String(h).padStart(2, '0')}:00`,
      temp_c: Math.round(temp * 10) / 10,
      temp_f: f(temp),
      is_day: isDay ? 1 : 0,
      condition: condition(i, isDay),
      wind_kph: 12,
      wind_dir: 'W',
      pressure_mb: 1016,
      precip_mm: 0,
      humidity: 70,
      cloud: 40,
      feelslike_c: Math.round(temp * 10) / 10,
      chance_of_rain: chance,
      vis_km: 10,
      uv: isDay ? 4 : 0,
    };
  });
}

/** One entry of the answer's `forecast.forecastday`: the `i`th day, `date`, with its astro and hours. */
function forecastDayOf(date: string, i: number, airQuality: WeatherApiAirQuality, withAirQuality: boolean) {
  const maxC = 23 + (i % 3);
  const minC = 12 + (i % 2);
  const chance = [10, 80, 0, 30, 65, 5, 20, 70][i % 8]!;
  const dateEpoch = Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000);
  const day: Record<string, unknown> = {
    maxtemp_c: maxC,
    maxtemp_f: f(maxC),
    mintemp_c: minC,
    mintemp_f: f(minC),
    avgtemp_c: (maxC + minC) / 2,
    avgtemp_f: f((maxC + minC) / 2),
    maxwind_mph: mph(20 + i),
    maxwind_kph: 20 + i,
    totalprecip_mm: chance > 50 ? 4.6 : 0,
    totalprecip_in: chance > 50 ? 0.18 : 0,
    totalsnow_cm: 0,
    avgvis_km: 9.8,
    avgvis_miles: 6,
    avghumidity: 64 + i,
    daily_will_it_rain: chance > 50 ? 1 : 0,
    daily_chance_of_rain: chance,
    daily_will_it_snow: 0,
    daily_chance_of_snow: 0,
    condition: condition(i),
    uv: 5.5,
  };
  if (withAirQuality) day.air_quality = { ...airQuality, 'gb-defra-index': 2 };
  return {
    date,
    date_epoch: dateEpoch,
    day,
    astro: {
      sunrise: '05:36 AM',
      sunset: '08:51 PM',
      moonrise: '11:02 PM',
      moonset: '07:45 AM',
      moon_phase: 'Waning Gibbous',
      moon_illumination: 83,
      is_moon_up: 0,
      is_sun_up: 1,
    },
    hour: hoursOf(date, dateEpoch, i, { minC, maxC, chance }),
  };
}

export async function startWeatherApiStandIn(options: WeatherApiStandInOptions = {}) {
  const apiKey = options.apiKey ?? 'weatherapi-test-key';
  const timezone = options.timezone ?? 'America/Toronto';
  const now = options.now ?? (() => new Date());
  let mode: WeatherStandInMode = 'ok';
  let error = { status: 403, code: 2007, message: 'API key has exceeded calls per month quota.' };
  const current = { ...weatherApiCurrentDefaults };
  const airQuality = { ...weatherApiAirQualityDefaults };

  function forecast(query: Record<string, string>): WeatherAnswer {
    const place = forecastPlace(query, apiKey);
    if ('refused' in place) return place.refused;
    const { lat, lon } = place;
    const partial = mode === 'partial';
    // The free plan answers 3 days whatever is asked; a partial answer does the same.
    const days = Math.min(Math.max(Number(query.days) || 1, 1), partial ? 3 : 14);
    const withAirQuality = query.aqi === 'yes' && !partial;
    const moment = now();
    const localtime = localDateTime(moment, timezone).replace('T', ' ');
    const epoch = Math.floor(moment.getTime() / 1000);
    const currentBody = currentBodyOf(current, airQuality, { epoch, localtime }, { partial, withAirQuality });
    const forecastday = datesFrom(moment, timezone, days).map((date, i) => forecastDayOf(date, i, airQuality, withAirQuality));

    return {
      status: 200,
      body: {
        location: {
          name: 'Toronto',
          region: 'Ontario',
          country: 'Canada',
          lat: Math.round(lat * 100) / 100,
          lon: Math.round(lon * 100) / 100,
          tz_id: timezone,
          localtime_epoch: epoch,
          localtime: localtime.replace(/ 0(\d):/, ' $1:'),
        },
        current: currentBody,
        forecast: { forecastday },
      },
    };
  }

  const server = await startWeatherServer((request: RecordedWeatherRequest) => {
    if (request.path !== '/v1/forecast.json') return refuse(400, 1005, 'API request url is invalid.');
    switch (mode) {
      case 'error':
        return refuse(error.status, error.code, error.message);
      case 'timeout':
        return 'hold';
      case 'not-json':
        return maintenancePage;
      default:
        return forecast(request.query);
    }
  });

  return {
    /** The base URL, as WEATHERAPI_URL takes it (…/v1). */
    url: `${server.url}/v1`,
    apiKey,
    requests: server.requests,
    /** How it answers from now on; `errorAnswer` sets the status, code and message of the error mode. */
    setMode(next: WeatherStandInMode, errorAnswer?: { status: number; code: number; message: string }) {
      mode = next;
      if (errorAnswer) error = errorAnswer;
    },
    current,
    airQuality,
    close: server.close,
  };
}
export type WeatherApiStandIn = Awaited<ReturnType<typeof startWeatherApiStandIn>>;
