import { supplierLocationSchema } from '@local-seo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export const supplierLocationKeys = queryKeys('supplier-locations');

const locationListSchema = z.array(supplierLocationSchema);

/**
 * Every supplier location, once: the search, the city filter and the analytics
 * all work on this one list in the page, so they answer as the admin types.
 */
export const supplierLocationsQueryOptions = () =>
  queryOptions({
    queryKey: supplierLocationKeys.list({}),
    queryFn: async () => locationListSchema.parse(await api.get<unknown>('/api/supplier-locations')),
  });
