import {
  locationProductsResultSchema,
  supplierLocationDetailSchema,
  supplierLocationSchema,
  type SupplierLocationCreate,
} from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { statsKeys } from '../../lib/stats';
import { deliveryKeys, supplierKeys } from '../delivery/queries';

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

/** One location with the products it carries (their ids and names). */
export const supplierLocationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supplierLocationKeys.detail(id),
    queryFn: async () => supplierLocationDetailSchema.parse(await api.get<unknown>(`/api/supplier-locations/${id}`)),
  });

/** A location change shows in the locations, their suppliers' counts, the calculator's answers and the dashboard. */
const invalidateLocations = (queryClient: QueryClient) =>
  Promise.all([supplierLocationKeys, supplierKeys, deliveryKeys, statsKeys].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all })));

function useLocationMutation<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => invalidateLocations(queryClient) });
}

export const useCreateLocation = () =>
  useLocationMutation(async (input: SupplierLocationCreate) => supplierLocationSchema.parse(await api.post<unknown>('/api/supplier-locations', input)));

export const useUpdateLocation = () =>
  useLocationMutation(async ({ id, change }: { id: number; change: SupplierLocationCreate }) =>
    supplierLocationSchema.parse(await api.patch<unknown>(`/api/supplier-locations/${id}`, change)),
  );

export const useDeleteLocation = () => useLocationMutation((id: number) => api.delete(`/api/supplier-locations/${id}`));

/** Replaces the products a location carries (PUT .../products): the whole list, as ticked. */
export const useReplaceLocationProducts = () =>
  useLocationMutation(async ({ id, productIds }: { id: number; productIds: readonly number[] }) =>
    locationProductsResultSchema.parse(await api.put<unknown>(`/api/supplier-locations/${id}/products`, { product_ids: productIds })),
  );
