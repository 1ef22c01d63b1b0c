import { gatewayRoutes } from '@local-seo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api';
import { queryKeys } from './query-keys';

const siteKeys = queryKeys('site');

/** The brand and its links (GET /api/site), public, from the gateway's configuration. */
export const siteQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.all,
    queryFn: () => callApi(gatewayRoutes.site, {}),
  });

/** The brand's display name, or undefined while it loads (or when /api/site failed). */
export function useBrandName(): string | undefined {
  return useQuery(siteQueryOptions()).data?.brandName;
}
