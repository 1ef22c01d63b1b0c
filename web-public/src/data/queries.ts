import { queryOptions } from '@tanstack/react-query';
import type { PublicDataSource } from './source';

/** How long page data stays fresh: five minutes (docs/behaviour/public-site.md#the-calls-the-browser-makes). */
const PAGE_DATA_STALE_MS = 5 * 60 * 1000;

const pageDataKeys = {
  all: ['page-data'] as const,
  details: () => [...pageDataKeys.all, 'detail'] as const,
  detail: (slug: string) => [...pageDataKeys.details(), slug] as const,
};

const citiesKeys = {
  all: ['cities'] as const,
  lists: () => [...citiesKeys.all, 'list'] as const,
  list: (filter: { active: true }) => [...citiesKeys.lists(), filter] as const,
};

/** The brand's settings: a single answer. */
const siteKeys = { all: ['site'] as const };

/** The structured-data settings in force: a single answer, apart from the brand's (another source, another owner). */
const schemaSettingsKeys = { all: ['schema-settings'] as const };

export const pageDataQueryOptions = (source: PublicDataSource, slug: string) =>
  queryOptions({
    queryKey: pageDataKeys.detail(slug),
    queryFn: () => source.pageData(slug),
    staleTime: PAGE_DATA_STALE_MS,
    // A server-rendered page may come from the HTML cache with an older timestamp
    // but the same data (same etag): hydrating must not fetch it again.
    refetchOnMount: false,
  });

export const activeCitiesQueryOptions = (source: PublicDataSource) =>
  queryOptions({ queryKey: citiesKeys.list({ active: true }), queryFn: () => source.activeCities() });

export const siteQueryOptions = (source: PublicDataSource) =>
  queryOptions({ queryKey: siteKeys.all, queryFn: () => source.site() });

export const schemaSettingsQueryOptions = (source: PublicDataSource) =>
  queryOptions({ queryKey: schemaSettingsKeys.all, queryFn: () => source.schemaSettings() });
