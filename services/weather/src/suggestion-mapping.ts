import type { WeatherSuggestion as WeatherSuggestionShape } from '@local-seo/contracts';
import type { WeatherSuggestion } from './generated/prisma/client.js';

/** The key that makes a weather condition unique: 'Light Rain' and ' light  rain' are the same. */
export const conditionKey = (condition: string) => condition.trim().replace(/\s+/g, ' ').toLowerCase();

export function toSuggestion(row: WeatherSuggestion): WeatherSuggestionShape {
  return {
    id: row.id,
    weather_condition: row.weatherCondition,
    suggestion_text: row.suggestionText,
    related_products: row.relatedProducts,
  };
}
