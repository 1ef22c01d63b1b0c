import { createCitiesClient, UpstreamError, type SeoPage } from '@local-seo/contracts';
import { HttpError } from '@local-seo/service-kit';
import { sitePages } from './domain/index.js';

/** The pages of the public site, read from the cities service (never its tables). */
export interface PagesSource {
  /** Home, delivery and the live city pages; with `includeInactive`, the dark city pages too (active: false). */
  list(options?: { includeInactive?: boolean }): Promise<SeoPage[]>;
}

export const citiesUnavailable = () =>
  new HttpError(503, 'The cities service is unavailable right now, so the city pages cannot be listed; please try again shortly.');

export function createPagesSource(citiesUrl: string, timeoutMs = 3000): PagesSource {
  const cities = createCitiesClient({ baseUrl: citiesUrl, timeoutMs });
  return {
    async list({ includeInactive = false } = {}) {
      try {
        return sitePages(includeInactive ? await cities.listAll() : await cities.listActive());
      } catch (err) {
        if (err instanceof UpstreamError) throw citiesUnavailable();
        throw err;
      }
    },
  };
}
