import { createHash } from 'node:crypto';
import { pageInOutcome, type PageDataSource, type SiteSettings } from '@local-seo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { activeCitiesQueryOptions, pageDataQueryOptions, schemaSettingsQueryOptions, siteQueryOptions } from '../data/queries';
import type { PublicDataSource } from '../data/source';
import type { PageDependency } from './page-cache';
import type { PageRequest } from './paths';
import { deliveryData, withoutVersion } from './server-source';

export interface Prepared {
  /**
   * The version of the data the page shows (for an earlier slug, of where it leads); null when it
   * shows none or it could not be read. Whether the address moved or is gone is the render's to say.
   */
  version: string | null;
  /** When what the page shows last changed (ms since the epoch), if its data says; otherwise the page's render time is taken. */
  lastModified?: number;
  depends: PageDependency;
  /** Whether a part of the data could not be had, and whether that part is the products (the page's reason to be). */
  degraded: 'no' | 'part' | 'products';
  seed: (queryClient: QueryClient) => void;
}

/** Reads the page's data once, ahead of the render, to know its version and hand it to the loaders. */
export function createPagePreparation(source: PageDataSource, site: SiteSettings, dataSource: PublicDataSource) {
  const siteVersion = createHash('sha1').update(JSON.stringify(site)).digest('base64url');
  const seedSite = (queryClient: QueryClient) => queryClient.setQueryData(siteQueryOptions(dataSource).queryKey, site);

  return async function prepare(request: PageRequest): Promise<Prepared> {
    try {
      if (request.kind === 'city') {
        const answer = await source.pageData(request.slug);
        const page = pageInOutcome(answer);
        const moved = answer?.kind === 'moved' ? answer : null;
        const degraded = page?.data.degraded ?? [];
        const updatedAt = page ? Date.parse(page.data.updatedAt) : NaN;
        return {
          // A redirect is kept with the city it leads to: a change of that city (a new slug) makes it lead to the new one, in one hop.
          version: page?.etag ?? (moved && `moved to ${moved.slug}`),
          lastModified: Number.isNaN(updatedAt) ? undefined : updatedAt,
          degraded: degraded.includes('products') ? 'products' : degraded.length > 0 ? 'part' : 'no',
          // A gone page (the not-found screen answered 410, kept like a 404) is dropped by the city's activation.
          depends: { kind: 'city', slug: request.slug, cityId: page?.data.city.id ?? moved?.cityId ?? null },
          seed: (queryClient) => {
            seedSite(queryClient);
            queryClient.setQueryData(pageDataQueryOptions(dataSource, request.slug).queryKey, withoutVersion(answer));
          },
        };
      }
      if (request.kind === 'legal') {
        // The terms and privacy pages show the brand settings alone: they change when the site is started with others.
        return { version: siteVersion, degraded: 'no', depends: { kind: 'none' }, seed: seedSite };
      }
      if (request.kind === 'delivery') {
        const delivery = await deliveryData(source);
        return {
          version: delivery.version,
          degraded: 'no',
          depends: { kind: 'delivery' },
          seed: (queryClient) => {
            seedSite(queryClient);
            queryClient.setQueryData(activeCitiesQueryOptions(dataSource).queryKey, delivery.cities);
            queryClient.setQueryData(schemaSettingsQueryOptions(dataSource).queryKey, delivery.schema);
          },
        };
      }
    } catch {
      // The router's loaders ask again and render the failure (the not-found screen, status 500).
      return { version: null, depends: { kind: 'none' }, degraded: 'no', seed: seedSite };
    }
    return { version: null, depends: { kind: 'none' }, degraded: 'no', seed: seedSite };
  };
}
