import {
  catalogRoutes,
  citiesRoutes,
  contractorsRoutes,
  createCitiesClient,
  getJson,
  seoRoutes,
  weatherRoutes,
  type CityContractorSummary,
  type PageData,
  type PageDataOutcome,
  type PageDataPart,
  type PublicCity,
  type SchemaSettings,
  type SchemaSettingsResponse,
} from '@local-seo/contracts';
import type { Logger } from '@local-seo/service-kit';
import { unavailableWeatherReport } from '@local-seo/weather-display';

export interface PageDataUpstreams {
  citiesUrl: string;
  catalogUrl: string;
  contractorsUrl: string;
  weatherUrl: string;
  seoUrl: string;
}

export interface ComposerOptions extends PageDataUpstreams {
  /** How long each part may take; a late part degrades, it never holds the page. */
  partTimeoutMs: number;
  /**
   * How long the city itself may take: without it there is no page, only a 503,
   * so a busy moment (a rollout starting replicas) is waited out, not failed.
   */
  cityTimeoutMs: number;
  logger: Logger;
}

const noContractors: Pick<CityContractorSummary, 'contractorCounts' | 'topContractors'> = {
  contractorCounts: { landscaping: 0, hardscaping: 0, excavation: 0 },
  topContractors: { landscaping: [], hardscaping: [], excavation: [] },
};

/** The seo service's schema settings in force (with when they were saved), asked with a part's timeout. */
function askSchemaSettings(options: Pick<ComposerOptions, 'seoUrl' | 'partTimeoutMs'>): Promise<SchemaSettingsResponse | null> {
  return getJson('seo', { baseUrl: options.seoUrl, timeoutMs: options.partTimeoutMs }, seoRoutes.schemaSettings, {});
}

/** The latest of the change times a page's parts carry (ISO 8601 UTC); the epoch when none does. */
export function latestChange(times: readonly (string | null | undefined)[]): string {
  let latest = 0;
  for (const time of times) {
    const at = time ? Date.parse(time) : NaN;
    if (at > latest) latest = at;
  }
  return new Date(latest).toISOString();
}

/**
 * Loads the schema settings for pages without a city (the delivery page): null,
 * logged, when the seo service does not answer in time, as for a city page's part.
 */
export function createSchemaSettingsLoader(options: Pick<ComposerOptions, 'seoUrl' | 'partTimeoutMs' | 'logger'>): () => Promise<SchemaSettings | null> {
  return () =>
    askSchemaSettings(options).then((answer) => answer?.settings ?? null, (err: unknown) => {
      options.logger.warn({ part: 'schema', reason: err instanceof Error ? err.message : err }, 'schema settings: unavailable');
      return null;
    });
}

/**
 * What a city's address holds, decided here once (docs/architecture.md#moved-and-gone-addresses):
 * the city first (unknown -> null, made inactive -> gone, asked by
 * an earlier slug -> moved to its current one, nothing else asked), then its page: every other
 * part in parallel, each with its own timeout. A part that fails or is not there yet takes its
 * empty value and is named in `degraded`. Only the cities service failing fails it (it throws).
 */
export function createPageDataComposer(options: ComposerOptions): (slug: string) => Promise<PageDataOutcome | null> {
  const cities = createCitiesClient({ baseUrl: options.citiesUrl, timeoutMs: options.cityTimeoutMs });
  const composePage = createCityPageComposer(options);

  return async (asked) => {
    const city: PublicCity | null = await cities.bySlug(asked);
    if (!city) {
      // A city made inactive is gone, not unknown (docs/behaviour/public-site.md#addresses-that-keep-their-value).
      return (await cities.pageState(asked)) === 'inactive' ? { kind: 'gone' } : null;
    }
    // An earlier slug answers its city: its address is the current slug's now.
    if (city.url_slug !== asked) return { kind: 'moved', slug: city.url_slug, cityId: city.id };
    return { kind: 'page', page: await composePage(city) };
  };
}

/** Composes the page of a city (asked by its current slug) from every other part. */
function createCityPageComposer(options: ComposerOptions): (city: PublicCity) => Promise<PageData> {
  const ask = (baseUrl: string) => ({ baseUrl, timeoutMs: options.partTimeoutMs });

  return async (city) => {
    const slug = city.url_slug;
    const [weather, products, weatherSuggestions, contractors, schema, coverage, nearby] = await Promise.allSettled([
      getJson('weather', ask(options.weatherUrl), weatherRoutes.report, { params: { slug } }),
      getJson('catalog', ask(options.catalogUrl), catalogRoutes.cityProducts, { params: { slug } }),
      getJson('weather', ask(options.weatherUrl), weatherRoutes.listSuggestions, {}),
      getJson('contractors', ask(options.contractorsUrl), contractorsRoutes.citySummary, { params: { slug } }),
      askSchemaSettings(options),
      getJson('catalog', ask(options.catalogUrl), catalogRoutes.cityCoverage, { params: { slug } }),
      getJson('cities', ask(options.citiesUrl), citiesRoutes.nearby, { params: { slug } }),
    ]);

    const degraded: PageDataPart[] = [];
    function part<T, R>(name: PageDataPart, result: PromiseSettledResult<T | null>, fallback: R, pick: (value: T) => R): R {
      if (result.status === 'fulfilled' && result.value !== null) return pick(result.value);
      const reason = result.status === 'rejected' ? result.reason : 'not found';
      options.logger.warn({ part: name, slug, reason: reason instanceof Error ? reason.message : reason }, 'page data: part degraded');
      degraded.push(name);
      return fallback;
    }
    const summary = part('contractors', contractors, noContractors, (value) => value);
    const weatherReport = part('weather', weather, unavailableWeatherReport(slug), (value) => value);
    const schemaAnswer = part('schema', schema, null, (value) => value);
    return {
      city,
      weather: weatherReport,
      products: part('products', products, [], (value) => value),
      weatherSuggestions: part('weatherSuggestions', weatherSuggestions, [], (value) => value),
      contractorCounts: summary.contractorCounts,
      topContractors: summary.topContractors,
      schema: schemaAnswer?.settings ?? null,
      coverage: part('coverage', coverage, null, (value) => value),
      nearby: part('nearby', nearby, [], (value) => value),
      degraded,
      composedAt: new Date().toISOString(),
      // Products and contractors carry no time of their own: the cache moves this when it sees them change.
      updatedAt: latestChange([city.updated_at, weatherReport.source.fetched_at, schemaAnswer?.updated_at]),
    };
  };
}
