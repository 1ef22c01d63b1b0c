import type { SiteSettings } from '@local-seo/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { siteQueryOptions } from './queries';
import type { PublicDataSource } from './source';

/** The data source of this render (server or browser). */
function useDataSource(): PublicDataSource {
  return useRouter().options.context.dataSource;
}

/** The brand's name, links and contact details; loaded by the root route, so never suspends after it. */
export function useSite(): SiteSettings {
  return useSuspenseQuery(siteQueryOptions(useDataSource())).data;
}
