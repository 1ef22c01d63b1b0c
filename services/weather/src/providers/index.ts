import type { WeatherProviderName } from '@local-seo/contracts';
import { createOpenMeteoProvider, type OpenMeteoOptions } from './open-meteo.js';
import type { WeatherProvider } from './provider.js';
import { createSampleProvider } from './sample.js';
import { createWeatherApiProvider, type WeatherApiOptions } from './weatherapi.js';

export * from './provider.js';
export { createOpenMeteoProvider } from './open-meteo.js';
export { createWeatherApiProvider } from './weatherapi.js';

/** Which provider answers, how long a call may take, and where each provider is. */
export interface ProviderSettings {
  name: WeatherProviderName;
  timeoutMs: number;
  openMeteo: Omit<OpenMeteoOptions, 'timeoutMs'>;
  weatherApi: Omit<WeatherApiOptions, 'timeoutMs'>;
}

/** The provider the settings name, with its base URL and key. */
export function createProvider(settings: ProviderSettings): WeatherProvider {
  const { timeoutMs } = settings;
  switch (settings.name) {
    case 'open-meteo':
      return createOpenMeteoProvider({ ...settings.openMeteo, timeoutMs });
    case 'weatherapi':
      return createWeatherApiProvider({ ...settings.weatherApi, timeoutMs });
    case 'sample':
      return createSampleProvider();
  }
}
