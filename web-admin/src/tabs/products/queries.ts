import {
  adminProductSchema,
  type AdminProduct,
  catalogRoutes,
  etagOf,
  routePath,
  type ProductCreate,
  type ProductUpdate,
} from '@local-seo/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';
import { staleRecordOf } from '../../lib/edit-conflict';
import { queryKeys } from '../../lib/query-keys';
import { pageQueryOptions } from '../../lib/read-queries';
import { statsKeys } from '../../lib/stats';
import { useWriteMutation } from '../../lib/write-mutation';
import { invalidateTaxonomy } from '../categories/queries';
import { defaultProductSort, type ProductsSearch } from './product-list';

export const productKeys = queryKeys('products');

/**
 * Every product, active or not, by category, priority and name (GET /api/products).
 * Typed by the contract but not re-validated: with 20,000 products a full parse would
 * cost about a fifth of the time from answer to table, for data our own catalog shaped.
 */
export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.list({}),
    queryFn: () => api.get<AdminProduct[]>(routePath(catalogRoutes.listProducts)),
  });

/** One page of the Products tab as its URL names it (GET /api/products/paged). */
export const productPageQueryOptions = (search: ProductsSearch) =>
  pageQueryOptions<AdminProduct>({ keys: productKeys, route: catalogRoutes.productPage, defaultSort: defaultProductSort }, search);

/** What a product change touches: the products, the category counts and the statistics. */
export const invalidateProducts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
    invalidateTaxonomy(queryClient),
  ]);

const useProductMutation = <TInput, TResult>(write: (input: TInput) => Promise<TResult>) => useWriteMutation(write, invalidateProducts);

export const useCreateProduct = () =>
  useProductMutation((input: ProductCreate) => callApi(catalogRoutes.createProduct, { body: input }));

/**
 * Changes a product, based on the version the form loaded (If-Match): a change based on
 * an older one is refused with 412 and the product as it is now (staleProductOf), never
 * applied over another person's (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */
export const useUpdateProduct = () =>
  useProductMutation(({ id, change, basedOn }: { id: number; change: ProductUpdate; basedOn: number }) =>
    callApi(catalogRoutes.updateProduct, { params: { id }, body: change, ifMatch: etagOf(basedOn) }),
  );

/** The product as it is now, when a change was refused for being based on an older version; else null. */
export const staleProductOf = (error: unknown): AdminProduct | null => staleRecordOf(adminProductSchema, error);

export const useDeleteProduct = () => useProductMutation((id: number) => callApi(catalogRoutes.deleteProduct, { params: { id } }));

/** Trims and tidies product and brand product names (POST /api/admin/clean-product-names). */
export const useCleanProductNames = () =>
  useProductMutation((_: void) => callApi(catalogRoutes.cleanProductNames, {}));

/** Merges duplicate products (POST /api/admin/consolidate-products). */
export const useConsolidateProducts = () =>
  useProductMutation((_: void) => callApi(catalogRoutes.consolidateProducts, {}));
