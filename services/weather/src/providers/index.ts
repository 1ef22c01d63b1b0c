import type { WeatherSettings } from '../config.js';
import { createOpenMeteoProvider } from './open-meteo.js';
import type { WeatherProvider } from './provider.js';
import { createSampleProvider } from './sample.js';
import { createWeatherApiProvider } from './weatherapi.js';

export * from './provider.js';
export { createOpenMeteoProvider, mapOpenMeteo } from './open-meteo.js';
export { createWeatherApiProvider, mapWeatherApi } from './weatherapi.js';
export { createSampleProvider, sampleReading } from './sample.js';

/** The provider the settings name, with its base URL and key. */
export function createProvider(settings: WeatherSettings): WeatherProvider {
  const timeoutMs = settings.WEATHER_PROVIDER_TIMEOUT_MS;
  switch (settings.WEATHER_PROVIDER) {
    case 'open-meteo':
      return createOpenMeteoProvider({
        forecastUrl: settings.OPEN_METEO_URL,
        airQualityUrl: settings.OPEN_METEO_AIR_QUALITY_URL,
        apiKey: settings.OPEN_METEO_API_KEY,
        timeoutMs,
      });
    case 'weatherapi':
      return createWeatherApiProvider({ baseUrl: settings.WEATHERAPI_URL, apiKey: settings.WEATHERAPI_KEY, timeoutMs });
    case 'sample':
      return createSampleProvider();
  }
}
