import type { Weather, WeatherProviderName } from '@local-seo/contracts';

export interface Place {
  latitude: number;
  longitude: number;
}

/** Figures a provider gives beyond the public Weather shape, kept in weather_data for staff. */
export interface ReadingDetails {
  windDirection: string | null;
  precipMm: number | null;
  pressureMb: number | null;
  et0: number | null;
  shortwaveRadiation: number | null;
  diffuseRadiation: number | null;
  /** Per forecast day, in the order of weather.forecast.forecastday. */
  days: Array<{ precipMm: number | null; et0: number | null }>;
  airQuality: { co: number | null; no2: number | null; o3: number | null; pm25: number | null; pm10: number | null } | null;
  astro: { sunrise: string | null; sunset: string | null; moonPhase: string | null; moonIllumination: number | null } | null;
}

/** One provider answer, mapped. */
export interface WeatherReading {
  provider: WeatherProviderName;
  fetchedAt: Date;
  /** The place's IANA time zone, which tells which forecast day is today. */
  timezone: string;
  /** The answer as received, stored for staff (api_response). */
  raw: unknown;
  weather: Weather;
  details: ReadingDetails;
  /** Parts the provider left out (a partial answer), for the log. */
  missing: string[];
}

/** Every provider, behind one interface: the pages never know which one answered. */
export interface WeatherProvider {
  readonly name: WeatherProviderName;
  /** Null when usable; otherwise why not, in plain words (e.g. the key is not set). */
  readonly notConfigured: string | null;
  fetchWeather(place: Place): Promise<WeatherReading>;
}

type ProviderFailure = 'not-configured' | 'unreachable' | 'timeout' | 'refused' | 'bad-answer';

/** A provider call that gave nothing usable; the cache keeps its last good data. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly provider: WeatherProviderName,
    readonly failure: ProviderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
