export { cachePolicyOf, createWeatherService, serviceName, type WeatherService, type WeatherServiceOptions } from './app.js';
export { loadWeatherConfig, loadWeatherSettings, weatherEnvSchema, weatherSettingsSchema, type WeatherConfig, type WeatherSettings } from './config.js';
export { createProvider, ProviderError, type WeatherProvider, type WeatherReading } from './providers/index.js';
// The matching rule and its fallback tips live with the other display rules, shared with the frontends.
export { recommendationsFor, matchingSuggestions, fallbackTips } from '@local-seo/weather-display';
