import {
  etagOf,
  locationProductsResultSchema,
  supplierLocationDetailSchema,
  supplierLocationSchema,
  type SupplierLocationCreate,
  type SupplierLocationUpdate,
  type SupplierLocationView,
} from '@local-seo/contracts';
import { z } from 'zod';
import { api } from '../../lib/api';
import { staleRecordOf } from '../../lib/edit-conflict';
import { queryKeys } from '../../lib/query-keys';
import { pageQueryOptions, readQueryOptions } from '../../lib/read-queries';
import { statsKeys } from '../../lib/stats';
import { useWriteMutation } from '../../lib/write-mutation';
import { deliveryKeys, supplierKeys } from '../delivery/queries';
import { defaultLocationSort, locationPageSize, type LocationsSearch } from './location-list';

export const supplierLocationKeys = queryKeys('supplier-locations');

/**
 * Every supplier location, once: the four figures, the analytics and the city filter's
 * choices work on it (the table pages on the server: locationPageQueryOptions).
 */
export const supplierLocationsQueryOptions = () => readQueryOptions(supplierLocationKeys.list({}), z.array(supplierLocationSchema), '/api/supplier-locations');

/** One page of the All Locations table as the URL names it (GET /api/supplier-locations/paged). */
export const locationPageQueryOptions = (search: LocationsSearch) =>
  pageQueryOptions<SupplierLocationView>({ keys: supplierLocationKeys, path: '/api/supplier-locations', defaultSort: defaultLocationSort, pageSize: locationPageSize }, search);

/** One location with the products it carries (their ids and names). */
export const supplierLocationQueryOptions = (id: number) => readQueryOptions(supplierLocationKeys.detail(id), supplierLocationDetailSchema, `/api/supplier-locations/${id}`);

/** A location change shows in the locations, their suppliers' counts, the calculator's answers and the dashboard. */
const changedByLocations = [supplierLocationKeys, supplierKeys, deliveryKeys, statsKeys];

const useLocationMutation = <TInput, TResult>(write: (input: TInput) => Promise<TResult>) => useWriteMutation(write, changedByLocations);

export const useCreateLocation = () =>
  useLocationMutation(async (input: SupplierLocationCreate) => supplierLocationSchema.parse(await api.post<unknown>('/api/supplier-locations', input)));

/**
 * Changes a location, based on the version the form loaded (If-Match): a change based on an
 * older one is refused with 412 and the location as it is now (staleLocationOf), never applied
 * over another person's (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */
export const useUpdateLocation = () =>
  useLocationMutation(async ({ id, change, basedOn }: { id: number; change: SupplierLocationUpdate; basedOn: number }) =>
    supplierLocationSchema.parse(await api.patch<unknown>(`/api/supplier-locations/${id}`, change, { 'if-match': etagOf(basedOn) })),
  );

/** The location as it is now, when a change was refused for being based on an older version; else null. */
export const staleLocationOf = (error: unknown): SupplierLocationView | null => staleRecordOf(supplierLocationSchema, error);

export const useDeleteLocation = () => useLocationMutation((id: number) => api.delete(`/api/supplier-locations/${id}`));

/** Replaces the products a location carries (PUT .../products): the whole list, as ticked. */
export const useReplaceLocationProducts = () =>
  useLocationMutation(async ({ id, productIds }: { id: number; productIds: readonly number[] }) =>
    locationProductsResultSchema.parse(await api.put<unknown>(`/api/supplier-locations/${id}/products`, { product_ids: productIds })),
  );
