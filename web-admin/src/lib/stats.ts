import { gatewayRoutes } from '@local-seo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api';
import { queryKeys } from './query-keys';

/** GET /api/stats belongs to no single tab: products, locations, contractors and imports all change it. */
export const statsKeys = queryKeys('stats');

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.all,
    queryFn: () => callApi(gatewayRoutes.stats, {}),
  });
