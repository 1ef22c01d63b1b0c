import { catalogRoutes, citiesRoutes, contractorsRoutes, gatewayRoutes, seoRoutes, type TrashEntity, type TrashItem } from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { statsKeys } from '../../lib/stats';
import { auditKeys } from '../audit/queries';
import { cityKeys } from '../cities/queries';
import { contractorKeys } from '../contractors/queries';
import { supplierLocationKeys } from '../locations/queries';
import { productKeys } from '../products/queries';
import { seoKeywordKeys, seoPageKeys } from '../seo/queries';
import { sitemapKeys } from '../sitemap/queries';
import { trashKeys } from './trash-keys';

/** Everything in the Trash, newest first, and the kinds whose service did not answer (GET /api/admin/trash). */
export const trashQueryOptions = () =>
  queryOptions({
    queryKey: trashKeys.list({ all: true }),
    queryFn: () => callApi(gatewayRoutes.trash, {}),
  });

/** The lists a restored record shows in again: its own tab's, and what follows it (a city's SEO pages and sitemap). */
const listsOf: Record<TrashEntity, readonly { all: readonly string[] }[]> = {
  city: [cityKeys, seoPageKeys, seoKeywordKeys, sitemapKeys],
  product: [productKeys],
  location: [supplierLocationKeys],
  keyword: [seoKeywordKeys],
  contractor: [contractorKeys],
};

/** Each kind's restore, as the service that keeps it declares it. */
const restoreOf = {
  city: citiesRoutes.trashRestore,
  product: catalogRoutes.restoreProduct,
  location: catalogRoutes.restoreLocation,
  keyword: seoRoutes.restoreKeyword,
  contractor: contractorsRoutes.restoreContractor,
} satisfies Record<TrashEntity, unknown>;

/** Brings a record back from the Trash; its tab's lists, the overview's figures and the audit trail are asked again. */
export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<TrashItem, 'entity' | 'id'>) => callApi(restoreOf[item.entity], { params: { id: item.id } }),
    onSuccess: (_restored, item) =>
      Promise.all([trashKeys, auditKeys, statsKeys, ...listsOf[item.entity]].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all }))),
  });
}
