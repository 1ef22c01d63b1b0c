import type { FastifyInstance } from 'fastify';
import { routePath, weatherRoutes } from '@local-seo/contracts';
import type { Logger } from '@local-seo/service-kit';

/**
 * Demo weather suggestions (staff write their own in the Weather tab). Each
 * condition matches the providers' condition texts by substring, e.g. 'Rain'
 * matches 'Light rain' and 'Patchy rain possible'; conditions without one get
 * the fallback tips (docs/behaviour/public-site.md#weather-rules).
 */
const demoWeatherSuggestions = [
  {
    weather_condition: 'Sunny',
    suggestion_text: 'Dry ground and long days: the best time to lay sod, spread topsoil and edge garden beds.',
    related_products: 'Premium Topsoil, Sod, Decorative Stone',
  },
  {
    weather_condition: 'Partly cloudy',
    suggestion_text: 'Mild, bright weather for planting: work compost into the beds before new plants go in.',
    related_products: 'Triple Mix Soil, Compost, Garden Mulch',
  },
  {
    weather_condition: 'Overcast',
    suggestion_text: 'Cool, grey days keep new plantings from drying out: a good day to mulch.',
    related_products: 'Garden Mulch, Planting Soil',
  },
  {
    weather_condition: 'Rain',
    suggestion_text: 'Wet ground is soft: plan drainage work now and book deliveries for the first dry day.',
    related_products: 'Drainage Gravel, Sand for Drainage, Clear Stone',
  },
  {
    weather_condition: 'Snow',
    suggestion_text: 'Keep driveways and walkways safe, and plan spring projects while the ground is frozen.',
    related_products: 'De-icing Salt, Firewood',
  },
];

/** Through the weather service's own API, and only into an empty list: a second start keeps what is there. */
export async function seedDemoWeatherSuggestions(weather: FastifyInstance, logger: Logger): Promise<number> {
  const existing = await weather.inject({ method: 'GET', url: routePath(weatherRoutes.listSuggestions) });
  if (existing.statusCode !== 200) throw new Error(`Could not list weather suggestions: ${existing.body}`);
  if ((existing.json() as unknown[]).length > 0) return 0;
  for (const suggestion of demoWeatherSuggestions) {
    const response = await weather.inject({ method: 'POST', url: routePath(weatherRoutes.createSuggestion), payload: suggestion });
    if (response.statusCode !== 201) throw new Error(`Demo weather suggestion ${suggestion.weather_condition} was refused: ${response.body}`);
  }
  logger.info({ count: demoWeatherSuggestions.length }, 'demo weather suggestions loaded');
  return demoWeatherSuggestions.length;
}
