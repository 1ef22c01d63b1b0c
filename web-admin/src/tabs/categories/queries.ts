import { catalogRoutes, type TaxonomyKind } from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** Categories, unit types and brand statuses: real records (docs/decisions.md, decision 4), one resource each. */
const resources = {
  category: { keys: queryKeys('categories'), list: catalogRoutes.listCategories, create: catalogRoutes.createCategory },
  unit_type: { keys: queryKeys('unit-types'), list: catalogRoutes.listUnitTypes, create: catalogRoutes.createUnitType },
  brand_status: { keys: queryKeys('brand-statuses'), list: catalogRoutes.listBrandStatuses, create: catalogRoutes.createBrandStatus },
} satisfies Record<TaxonomyKind, unknown>;

/** Every entry of a kind with its product count and up to 3 recent product names. */
export const taxonomyQueryOptions = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: resources[kind].keys.list({}),
    queryFn: () => callApi(resources[kind].list, {}),
  });

/** Counts and recent names follow the products: product changes refresh every kind. */
export const invalidateTaxonomy = (queryClient: QueryClient) =>
  Promise.all(Object.values(resources).map(({ keys }) => queryClient.invalidateQueries({ queryKey: keys.all })));

export function useCreateTaxonomy(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(resources[kind].create, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resources[kind].keys.all }),
  });
}

/** Deletes an empty category (the server refuses one that still has products). */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(catalogRoutes.deleteCategory, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resources.category.keys.all }),
  });
}
