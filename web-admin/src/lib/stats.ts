import { platformStatsSchema } from '@local-seo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/** GET /api/stats belongs to no single tab: products, locations, contractors and imports all change it. */
export const statsKeys = queryKeys('stats');

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.all,
    queryFn: async () => platformStatsSchema.parse(await api.get<unknown>('/api/stats')),
  });
