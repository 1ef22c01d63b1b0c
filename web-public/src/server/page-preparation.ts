import { createHash } from 'node:crypto';
import { isUpstreamError, type PageDataSource, type SiteSettings } from '@local-seo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { activeCitiesQueryOptions, pageDataQueryOptions, schemaSettingsQueryOptions, siteQueryOptions } from '../data/queries';
import type { PublicDataSource } from '../data/source';
import type { PageDependency } from './page-cache';
import type { PageRequest } from './paths';
import { deliveryData } from './server-source';

export interface Prepared {
  /** The version of the data the page shows; null when it shows none or it could not be read. */
  version: string | null;
  /** When what the page shows last changed (ms since the epoch), if its data says; otherwise the page's render time is taken. */
  lastModified?: number;
  depends: PageDependency;
  /** Whether a part of the data could not be had, and whether that part is the products (the page's reason to be). */
  degraded: 'no' | 'part' | 'products';
  /** An earlier slug of the city: the path its address leads to now. */
  movedTo?: string;
  /** The city was made inactive: its address answers 410 Gone. */
  gone?: boolean;
  seed: (queryClient: QueryClient) => void;
}

/** Reads the page's data once, ahead of the render, to know its version and hand it to the loaders. */
export function createPagePreparation(source: PageDataSource, site: SiteSettings, dataSource: PublicDataSource) {
  const siteVersion = createHash('sha1').update(JSON.stringify(site)).digest('base64url');
  const seedSite = (queryClient: QueryClient) => queryClient.setQueryData(siteQueryOptions(dataSource).queryKey, site);

  return async function prepare(request: PageRequest): Promise<Prepared> {
    try {
      if (request.kind === 'city') {
        const page = await source.pageData(request.slug);
        const degraded = page?.data.degraded ?? [];
        const current = page?.data.city.url_slug;
        const updatedAt = page ? Date.parse(page.data.updatedAt) : NaN;
        return {
          version: page?.etag ?? null,
          lastModified: Number.isNaN(updatedAt) ? undefined : updatedAt,
          movedTo: current !== undefined && current !== request.slug ? `/${encodeURIComponent(current)}` : undefined,
          degraded: degraded.includes('products') ? 'products' : degraded.length > 0 ? 'part' : 'no',
          depends: { kind: 'city', slug: request.slug, cityId: page?.data.city.id ?? null },
          seed: (queryClient) => {
            seedSite(queryClient);
            queryClient.setQueryData(pageDataQueryOptions(dataSource, request.slug).queryKey, page?.data ?? null);
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
    } catch (err) {
      if (request.kind === 'city' && isUpstreamError(err) && err.status === 410) {
        // The not-found screen, answered 410 and kept like a 404; the city's activation drops it.
        return {
          version: null,
          depends: { kind: 'city', slug: request.slug, cityId: null },
          degraded: 'no',
          gone: true,
          seed: (queryClient) => {
            seedSite(queryClient);
            queryClient.setQueryData(pageDataQueryOptions(dataSource, request.slug).queryKey, null);
          },
        };
      }
      // The router's loaders ask again and render the failure (the not-found screen, status 500).
      return { version: null, depends: { kind: 'none' }, degraded: 'no', seed: seedSite };
    }
    return { version: null, depends: { kind: 'none' }, degraded: 'no', seed: seedSite };
  };
}
