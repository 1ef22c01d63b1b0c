export { weatherService, type WeatherService } from './app.js';
export { envSchema as weatherEnvSchema, optionsFromEnv as weatherOptionsFromEnv, type WeatherOptions } from './config.js';
export { createProvider, ProviderError, type WeatherProvider, type WeatherReading } from './providers/index.js';
// The matching rule and its fallback tips live with the other display rules, shared with the frontends.
export { recommendationsFor, matchingSuggestions, fallbackTips } from '@local-seo/weather-display';
