import {
  catalogRoutes,
  etagOf,
  supplierLocationSchema,
  type SupplierLocationCreate,
  type SupplierLocationUpdate,
  type SupplierLocationView,
} from '@local-seo/contracts';
import { callApi } from '../../lib/api';
import { staleRecordOf } from '../../lib/edit-conflict';
import { queryKeys } from '../../lib/query-keys';
import { pageQueryOptions, routeQueryOptions } from '../../lib/read-queries';
import { statsKeys } from '../../lib/stats';
import { useWriteMutation } from '../../lib/write-mutation';
import { deliveryKeys, supplierKeys } from '../delivery/queries';
import { defaultLocationSort, locationPageSize, type LocationsSearch } from './location-list';

export const supplierLocationKeys = queryKeys('supplier-locations');

/**
 * Every supplier location, once: the four figures, the analytics and the city filter's
 * choices work on it (the table pages on the server: locationPageQueryOptions).
 */
export const supplierLocationsQueryOptions = () => routeQueryOptions(supplierLocationKeys.list({}), catalogRoutes.listLocations, {});

/** One page of the All Locations table as the URL names it (GET /api/supplier-locations/paged). */
export const locationPageQueryOptions = (search: LocationsSearch) =>
  pageQueryOptions<SupplierLocationView>({ keys: supplierLocationKeys, route: catalogRoutes.locationPage, defaultSort: defaultLocationSort, pageSize: locationPageSize }, search);

/** One location with the products it carries (their ids and names). */
export const supplierLocationQueryOptions = (id: number) => routeQueryOptions(supplierLocationKeys.detail(id), catalogRoutes.location, { params: { id } });

/** A location change shows in the locations, their suppliers' counts, the calculator's answers and the dashboard. */
const changedByLocations = [supplierLocationKeys, supplierKeys, deliveryKeys, statsKeys];

const useLocationMutation = <TInput, TResult>(write: (input: TInput) => Promise<TResult>) => useWriteMutation(write, changedByLocations);

export const useCreateLocation = () =>
  useLocationMutation((input: SupplierLocationCreate) => callApi(catalogRoutes.createLocation, { body: input }));

/**
 * Changes a location, based on the version the form loaded (If-Match): a change based on an
 * older one is refused with 412 and the location as it is now (staleLocationOf), never applied
 * over another person's (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */
export const useUpdateLocation = () =>
  useLocationMutation(({ id, change, basedOn }: { id: number; change: SupplierLocationUpdate; basedOn: number }) =>
    callApi(catalogRoutes.updateLocation, { params: { id }, body: change, ifMatch: etagOf(basedOn) }),
  );

/** The location as it is now, when a change was refused for being based on an older version; else null. */
export const staleLocationOf = (error: unknown): SupplierLocationView | null => staleRecordOf(supplierLocationSchema, error);

export const useDeleteLocation = () => useLocationMutation((id: number) => callApi(catalogRoutes.deleteLocation, { params: { id } }));

/** Replaces the products a location carries (PUT .../products): the whole list, as ticked. */
export const useReplaceLocationProducts = () =>
  useLocationMutation(({ id, productIds }: { id: number; productIds: readonly number[] }) =>
    callApi(catalogRoutes.replaceLocationProducts, { params: { id }, body: { product_ids: [...productIds] } }),
  );
