import { taxonomyEntrySchema, type TaxonomyKind } from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** Categories, unit types and brand statuses: real records (docs/decisions.md, decision 4), one resource each. */
const resources = {
  category: { keys: queryKeys('categories'), path: '/api/categories' },
  unit_type: { keys: queryKeys('unit-types'), path: '/api/unit-types' },
  brand_status: { keys: queryKeys('brand-statuses'), path: '/api/brand-statuses' },
} satisfies Record<TaxonomyKind, { keys: unknown; path: string }>;

const entryListSchema = z.array(taxonomyEntrySchema);

/** Every entry of a kind with its product count and up to 3 recent product names. */
export const taxonomyQueryOptions = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: resources[kind].keys.list({}),
    queryFn: async () => entryListSchema.parse(await api.get<unknown>(resources[kind].path)),
  });

/** Counts and recent names follow the products: product changes refresh every kind. */
export const invalidateTaxonomy = (queryClient: QueryClient) =>
  Promise.all(Object.values(resources).map(({ keys }) => queryClient.invalidateQueries({ queryKey: keys.all })));

export function useCreateTaxonomy(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => taxonomyEntrySchema.parse(await api.post<unknown>(resources[kind].path, { name })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resources[kind].keys.all }),
  });
}

/** Deletes an empty category (the server refuses one that still has products). */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${resources.category.path}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resources.category.keys.all }),
  });
}
