import type { AdminWeatherSuggestion, WeatherSuggestion as WeatherSuggestionShape } from '@local-seo/contracts';
import type { WeatherSuggestion } from '../generated/prisma/client.js';

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

/** A suggestion as staff edit it: with its version (If-Match) and its last change. */
export function toAdminSuggestion(row: WeatherSuggestion): AdminWeatherSuggestion {
  return {
    ...toSuggestion(row),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    // Stored from the gateway's actor header, which was parsed before it was written.
    updated_by: (row.updatedBy as AdminWeatherSuggestion['updated_by']) ?? null,
  };
}
