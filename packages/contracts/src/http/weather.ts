// The weather service's HTTP shapes.
import { z } from 'zod';
import { versionFields } from './versions.js';
import { fieldIssueSchema } from './errors.js';
import { importTallyFields } from './imports.js';
import { recordIdParams } from './params.js';
import { freeText, storableText } from './text.js';

/** A reading a provider may lack (a partial answer): null, and the pages show their fallback (docs/behaviour/public-site.md, Weather rules). */
const reading = z.number().nullable();
const condition = z.object({ text: z.string() });

/** Weather in the one shape the pages read, whichever provider answered. */
export const currentWeatherSchema = z.object({
  temp_c: reading,
  temp_f: reading,
  feelslike_c: reading,
  feelslike_f: reading,
  humidity: reading,
  wind_kph: reading,
  uv: reading,
  vis_km: reading,
  condition,
  /** Null when the provider gave no air quality. */
  air_quality: z
    .object({
      /** UK DEFRA daily air quality index, 1-10 (from PM2.5 when the provider has no index). */
      gb_defra_index: reading,
      pm2_5: reading,
      /** European AQI (Open-Meteo only). */
      european_aqi: reading,
    })
    .nullable(),
});
export type CurrentWeather = z.infer<typeof currentWeatherSchema>;

export const forecastDaySchema = z.object({
  /** The city's local date, YYYY-MM-DD. */
  date: z.iso.date(),
  day: z.object({
    maxtemp_c: reading,
    maxtemp_f: reading,
    mintemp_c: reading,
    mintemp_f: reading,
    daily_chance_of_rain: reading,
    avghumidity: reading,
    maxwind_kph: reading,
    uv: reading,
    condition,
  }),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

export const weatherSchema = z.object({
  current: currentWeatherSchema,
  /** Up to 14 days, today first. */
  forecast: z.object({ forecastday: z.array(forecastDaySchema).max(14) }),
});
export type Weather = z.infer<typeof weatherSchema>;

export const weatherProviders = ['open-meteo', 'weatherapi', 'sample'] as const;
export type WeatherProviderName = (typeof weatherProviders)[number];

/**
 * fresh: younger than the cache lifetime. stale: the last refresh failed, so
 * older data is shown with its age. unavailable: nothing to show; the pages
 * say 'Weather forecast unavailable'.
 */
export const weatherStatuses = ['fresh', 'stale', 'unavailable'] as const;
export type WeatherStatus = (typeof weatherStatuses)[number];

/** The answer of `GET /api/weather/:slug`: current and forecast, or a clear unavailable state. */
export const weatherReportSchema = z.object({
  city_slug: z.string(),
  status: z.enum(weatherStatuses),
  /** Null when unavailable. */
  current: currentWeatherSchema.nullable(),
  forecast: weatherSchema.shape.forecast.nullable(),
  source: z.object({
    provider: z.enum(weatherProviders).nullable(),
    /** True for the demo provider: made-up weather that the page must label as sample data. */
    sample: z.boolean(),
    /** When the provider answered (UTC). */
    fetched_at: z.iso.datetime().nullable(),
    age_minutes: z.number().int().min(0).nullable(),
  }),
  /** What the page says about the data: unavailable, its age when stale, or that it is sample data. */
  message: z.string().nullable(),
  /** The second line under the message, e.g. 'Check back soon for updated weather information'. */
  detail: z.string().nullable(),
});
export type WeatherReport = z.infer<typeof weatherReportSchema>;

// --- weather suggestions (admin Weather tab; the public page reads the list) ---

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const conditionField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'Weather condition is required' })
    .trim()
    .max(255, 'Weather condition must be at most 255 characters')
    .superRefine(storableText('Weather condition')),
);
const suggestionTextField = z.preprocess(
  blankToUndefined,
  freeText(z.string({ error: 'Suggestion text is required' }).trim().max(2000, 'Suggestion text must be at most 2000 characters'), 'Suggestion text'),
);

/** Comma-separated product names, tidied: "Sand ,Gravel," is stored as "Sand, Gravel"; empty is null. */
export const relatedProductsField = z
  .string({ error: 'Related products must be text (product names separated by commas)' })
  .superRefine(storableText('Related products'))
  .nullable()
  .transform((text) => {
    const names = (text ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
    return names.length > 0 ? names.join(', ') : null;
  })
  .refine((text) => text === null || text.length <= 2000, 'Related products must be at most 2000 characters');

export const weatherSuggestionCreateSchema = z.object({
  weather_condition: conditionField,
  suggestion_text: suggestionTextField,
  related_products: relatedProductsField.optional(),
});
export type WeatherSuggestionCreate = z.output<typeof weatherSuggestionCreateSchema>;

/** A PATCH carries only the changed fields; the two required ones cannot be emptied. */
export const weatherSuggestionUpdateSchema = weatherSuggestionCreateSchema
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'Send at least one field to change');
export type WeatherSuggestionUpdate = z.output<typeof weatherSuggestionUpdateSchema>;

export const weatherSuggestionSchema = z.object({
  id: z.number().int().positive(),
  weather_condition: z.string(),
  suggestion_text: z.string(),
  related_products: z.string().nullable(),
});
export type WeatherSuggestion = z.infer<typeof weatherSuggestionSchema>;

/**
 * A suggestion as staff edit it (the public list above carries none of this): its version,
 * which If-Match sends back so that two edits cannot overwrite each other, and its last change.
 */
export const adminWeatherSuggestionSchema = weatherSuggestionSchema.extend({
  updated_at: z.iso.datetime(),
  ...versionFields,
});
export type AdminWeatherSuggestion = z.infer<typeof adminWeatherSuggestionSchema>;

/** `:id` of a suggestion's path. */
export const weatherSuggestionIdParams = recordIdParams('Weather suggestion');

/** The answer of `POST /api/import/weather-suggestions`. */
export const weatherSuggestionImportResultSchema = z.object({
  ...importTallyFields,
  /** Rows left out with ?skipInvalid=true. */
  refused: z.number().int(),
  /** Why each was left out (line, column, reason). */
  details: z.array(fieldIssueSchema),
});
export type WeatherSuggestionImportResult = z.infer<typeof weatherSuggestionImportResultSchema>;

// --- admin: the cache and its refresh ---

/** One city's cached weather, as staff see it (GET /api/admin/weather). */
export const weatherCacheEntrySchema = z.object({
  city_id: z.number().int(),
  city_slug: z.string(),
  city_name: z.string(),
  status: z.enum(weatherStatuses),
  provider: z.enum(weatherProviders).nullable(),
  fetched_at: z.iso.datetime().nullable(),
  age_minutes: z.number().int().nullable(),
  temp_c: z.number().nullable(),
  condition: z.string().nullable(),
  last_attempt_at: z.iso.datetime().nullable(),
  /** Why the last call to the provider failed; null when it worked. */
  last_error: z.string().nullable(),
});
export type WeatherCacheEntry = z.infer<typeof weatherCacheEntrySchema>;

export const weatherCacheStatusSchema = z.object({
  provider: z.enum(weatherProviders),
  /** Null when the provider is usable; otherwise what to set (e.g. WEATHERAPI_KEY). */
  not_configured: z.string().nullable(),
  cache_ttl_minutes: z.number().int(),
  refresh_running: z.boolean(),
  cities: z.array(weatherCacheEntrySchema),
});
export type WeatherCacheStatus = z.infer<typeof weatherCacheStatusSchema>;

/** The answer of `POST /api/admin/weather/refresh` (202): started, or already running. */
export const weatherRefreshAnswerSchema = z.object({ message: z.string() });

const stored = z.number().nullable();

/** A city's weather_data row, every field staff see (GET /api/admin/weather/:slug). */
export const weatherDataSchema = z.object({
  city_id: z.number().int(),
  city_slug: z.string(),
  provider: z.enum(weatherProviders),
  request_timestamp: z.iso.datetime(),
  api_response: z.unknown(),
  current: z.object({
    temp_c: stored,
    temp_f: stored,
    condition: z.string().nullable(),
    humidity: stored,
    wind_kph: stored,
    wind_direction: z.string().nullable(),
    precip_mm: stored,
    uv: stored,
    pressure_mb: stored,
    et0: stored,
    shortwave_radiation: stored,
    diffuse_radiation: stored,
  }),
  forecast_3day: z.array(
    z.object({
      max_c: stored,
      min_c: stored,
      condition: z.string().nullable(),
      chance_of_rain: stored,
      precip_mm: stored,
      et0: stored,
    }),
  ),
  air_quality: z.object({ co: stored, no2: stored, o3: stored, pm25: stored, pm10: stored }),
  astro: z.object({ sunrise: z.string().nullable(), sunset: z.string().nullable(), moon_phase: z.string().nullable(), moon_illumination: stored }),
});
export type WeatherDataRecord = z.infer<typeof weatherDataSchema>;
