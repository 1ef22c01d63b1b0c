import { weatherSchema, type ForecastDay, type Weather } from '@local-seo/contracts';
import { startOpenMeteoStandIn, startWeatherApiStandIn, type OpenMeteoStandIn, type WeatherApiStandIn } from '@local-seo/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenMeteoProvider, createWeatherApiProvider, ProviderError, type WeatherReading } from '../src/providers/index.js';

const toronto = { latitude: 43.6532, longitude: -79.3832 };
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ProviderError) return err;
    throw err;
  }
  throw new Error('expected the provider call to fail');
}

type Current = Weather['current'];

/**
 * Checks a provider's reading of its stand-in's sample answer: valid in the one Weather shape,
 * the current conditions with their air quality, and 14 days from today, the first as `today`.
 */
function expectOneShape(reading: WeatherReading, expected: { current: Omit<Current, 'air_quality'>; airQuality: Current['air_quality']; today: ForecastDay['day'] }): void {
  expect(weatherSchema.parse(reading.weather)).toEqual(reading.weather);
  expect(reading.weather.current).toEqual({ ...expected.current, air_quality: expected.airQuality });
  expect(reading.weather.forecast.forecastday).toHaveLength(14);
  expect(reading.weather.forecast.forecastday[0]).toEqual({ date: today, day: expected.today });
}

describe('Open-Meteo provider', () => {
  let standIn: OpenMeteoStandIn;
  const provider = () => createOpenMeteoProvider({ forecastUrl: standIn.url, airQualityUrl: standIn.url, timeoutMs: 500 });

  beforeAll(async () => {
    standIn = await startOpenMeteoStandIn();
  });
  afterAll(() => standIn?.close());
  beforeEach(() => {
    standIn.setMode('both', 'ok');
    standIn.requests.length = 0;
  });

  it('asks for 16 days with the current, daily and air quality variables of the issue', async () => {
    await provider().fetchWeather(toronto);
    const [forecast] = standIn.requestsTo('forecast');
    const [airQuality] = standIn.requestsTo('air-quality');
    expect(forecast!.query).toMatchObject({ latitude: '43.6532', longitude: '-79.3832', forecast_days: '16', timezone: 'auto' });
    expect(forecast!.query.current!.split(',')).toEqual(
      expect.arrayContaining(['temperature_2m', 'weather_code', 'et0_fao_evapotranspiration', 'shortwave_radiation', 'diffuse_radiation']),
    );
    expect(forecast!.query.daily!.split(',')).toEqual(expect.arrayContaining(['et0_fao_evapotranspiration', 'temperature_2m_max', 'precipitation_probability_max']));
    expect(airQuality!.query.current!.split(',')).toEqual(expect.arrayContaining(['pm2_5', 'european_aqi']));
    expect(forecast!.query.apikey).toBeUndefined();
  });

  it('maps the answer to the one Weather shape: current, 14 days, air quality', async () => {
    const reading = await provider().fetchWeather(toronto);
    expectOneShape(reading, {
      current: { temp_c: 21.4, temp_f: 70.5, feelslike_c: 22.1, feelslike_f: 71.8, humidity: 62, wind_kph: 14.8, uv: 5.4, vis_km: 24.1, condition: { text: 'Partly cloudy' } },
      airQuality: { gb_defra_index: 1, pm2_5: 8.3, european_aqi: 21 },
      today: { maxtemp_c: 24, maxtemp_f: 75.2, mintemp_c: 13, mintemp_f: 55.4, daily_chance_of_rain: 10, avghumidity: 60, maxwind_kph: 18, uv: 6.1, condition: { text: 'Partly cloudy' } },
    });
    expect(reading.weather.forecast.forecastday[1]!.day.condition.text).toBe('Light rain');
    expect(reading).toMatchObject({ provider: 'open-meteo', timezone: 'America/Toronto', missing: [] });
    expect(reading.details).toMatchObject({
      windDirection: 'SW', pressureMb: 1013.2, et0: 0.21, shortwaveRadiation: 612, diffuseRadiation: 141,
      airQuality: { co: 182, no2: 9.4, o3: 71, pm25: 8.3, pm10: 11.6 },
      astro: { sunrise: '05:36', sunset: '20:51' },
    });
    expect(reading.details.days[1]).toEqual({ precipMm: 6.2, et0: 4.1 });
    expect(reading.raw).toMatchObject({ forecast: { timezone: 'America/Toronto' }, air_quality: { current: { pm2_5: 8.3 } } });
  });

  it('sends the commercial API key when one is configured', async () => {
    await createOpenMeteoProvider({ forecastUrl: standIn.url, airQualityUrl: standIn.url, apiKey: 'om-key', timeoutMs: 500 }).fetchWeather(toronto);
    expect(standIn.requests.every((r) => r.query.apikey === 'om-key')).toBe(true);
  });

  it("refuses with the provider's reason when it answers an error", async () => {
    standIn.setMode('forecast', 'error', { status: 429, reason: 'Daily API request limit exceeded. Please try again tomorrow.' });
    const error = await failure(provider().fetchWeather(toronto));
    expect(error).toMatchObject({ failure: 'refused', status: 429 });
    expect(error.message).toBe('Open-Meteo forecast answered 429: Daily API request limit exceeded. Please try again tomorrow.');
  });

  it('gives up after its timeout when the provider does not answer', async () => {
    standIn.setMode('forecast', 'timeout');
    const started = performance.now();
    const error = await failure(provider().fetchWeather(toronto));
    expect(error.failure).toBe('timeout');
    expect(error.message).toBe('Open-Meteo forecast did not answer within 500 ms');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('keeps a partial answer, with the missing parts null and named', async () => {
    standIn.setMode('forecast', 'partial');
    const reading = await provider().fetchWeather(toronto);
    expect(reading.weather.current).toMatchObject({ temp_c: 21.4, uv: null, vis_km: null });
    expect(reading.weather.forecast.forecastday[0]!.day.avghumidity).toBeNull();
    expect(reading.missing).toEqual(expect.arrayContaining(['current.uv_index', 'current.visibility', 'daily.relative_humidity_2m_mean']));
  });

  it('keeps the weather when only the air quality call fails or comes back partial', async () => {
    standIn.setMode('air-quality', 'timeout');
    const withoutAir = await provider().fetchWeather(toronto);
    expect(withoutAir.weather.current.air_quality).toBeNull();
    expect(withoutAir.weather.current.temp_c).toBe(21.4);
    expect(withoutAir.missing).toEqual(['air quality (Open-Meteo air quality did not answer within 500 ms)']);

    standIn.setMode('air-quality', 'partial');
    const partialAir = await provider().fetchWeather(toronto);
    expect(partialAir.weather.current.air_quality).toEqual({ gb_defra_index: null, pm2_5: null, european_aqi: 21 });
  });

  it('refuses an answer that is not JSON, and one unreachable', async () => {
    standIn.setMode('forecast', 'not-json');
    expect(await failure(provider().fetchWeather(toronto))).toMatchObject({ failure: 'bad-answer' });
    const nowhere = createOpenMeteoProvider({ forecastUrl: 'http://127.0.0.1:9', airQualityUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect(await failure(nowhere.fetchWeather(toronto))).toMatchObject({ failure: 'unreachable' });
  });
});

describe('WeatherAPI.com provider', () => {
  let standIn: WeatherApiStandIn;
  const provider = (apiKey = standIn.apiKey) => createWeatherApiProvider({ baseUrl: standIn.url, apiKey, timeoutMs: 500 });

  beforeAll(async () => {
    standIn = await startWeatherApiStandIn();
  });
  afterAll(() => standIn?.close());
  beforeEach(() => {
    standIn.setMode('ok');
    standIn.requests.length = 0;
  });

  it('asks forecast.json for 14 days with air quality, by coordinates and key', async () => {
    await provider().fetchWeather(toronto);
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({
      path: '/v1/forecast.json',
      query: { key: 'weatherapi-test-key', q: '43.6532,-79.3832', days: '14', aqi: 'yes', alerts: 'no' },
    });
  });

  it('maps the answer to the same Weather shape as Open-Meteo', async () => {
    const reading = await provider().fetchWeather(toronto);
    expect(reading).toMatchObject({ provider: 'weatherapi', timezone: 'America/Toronto', missing: [] });
    expectOneShape(reading, {
      current: { temp_c: 18.3, temp_f: 64.9, feelslike_c: 17.6, feelslike_f: 63.7, humidity: 68, wind_kph: 13, uv: 4, vis_km: 10, condition: { text: 'Partly cloudy' } },
      airQuality: { gb_defra_index: 1, pm2_5: 6.1, european_aqi: null },
      today: { maxtemp_c: 23, maxtemp_f: 73.4, mintemp_c: 12, mintemp_f: 53.6, daily_chance_of_rain: 10, avghumidity: 64, maxwind_kph: 20, uv: 5.5, condition: { text: 'Partly cloudy' } },
    });
    expect(reading.details).toMatchObject({
      windDirection: 'WSW', pressureMb: 1016, precipMm: 0.02, shortwaveRadiation: 412.5, diffuseRadiation: 120.3,
      airQuality: { co: 230.9, no2: 5.8, o3: 74.4, pm25: 6.1, pm10: 9.4 },
      astro: { sunrise: '05:36', sunset: '20:51', moonPhase: 'Waning Gibbous', moonIllumination: 83 },
    });
    expect(reading.details.days[1]).toEqual({ precipMm: 4.6, et0: null });
  });

  it('says plainly that it is not configured without a key, and asks nothing', async () => {
    const unconfigured = createWeatherApiProvider({ baseUrl: standIn.url, timeoutMs: 500 });
    expect(unconfigured.notConfigured).toBe('WeatherAPI.com is not configured: set WEATHERAPI_KEY');
    expect(await failure(unconfigured.fetchWeather(toronto))).toMatchObject({ failure: 'not-configured' });
    expect(standIn.requests).toHaveLength(0);
  });

  it("refuses with WeatherAPI.com's code and message for a wrong key or an exhausted quota", async () => {
    const wrongKey = await failure(provider('wrong').fetchWeather(toronto));
    expect(wrongKey).toMatchObject({ failure: 'refused', status: 401, message: 'WeatherAPI.com answered 401: API key is invalid. (code 2006)' });
    standIn.setMode('error');
    expect((await failure(provider().fetchWeather(toronto))).message).toBe(
      'WeatherAPI.com answered 403: API key has exceeded calls per month quota. (code 2007)',
    );
  });

  it('gives up after its timeout when the provider does not answer', async () => {
    standIn.setMode('timeout');
    expect(await failure(provider().fetchWeather(toronto))).toMatchObject({ failure: 'timeout', message: 'WeatherAPI.com did not answer within 500 ms' });
  });

  it('keeps a partial answer: 3 days (as on the free plan), no air quality, missing readings null', async () => {
    standIn.setMode('partial');
    const reading = await provider().fetchWeather(toronto);
    expect(reading.weather.forecast.forecastday).toHaveLength(3);
    expect(reading.weather.current).toMatchObject({ temp_c: 18.3, uv: null, vis_km: null, air_quality: null });
    expect(reading.missing).toEqual(expect.arrayContaining(['forecast days (3 of 14)', 'air quality', 'current.uv', 'current.vis_km']));
  });

  it('refuses an answer that is not JSON', async () => {
    standIn.setMode('not-json');
    expect(await failure(provider().fetchWeather(toronto))).toMatchObject({ failure: 'bad-answer' });
  });
});
