import {
  adminCitySchema,
  citiesRoutes,
  contractorsRoutes,
  etagOf,
  industries,
  type AdminCity,
  type CityCreateInput,
  type CityUpdateInput,
  type Industry,
} from '@local-seo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { staleRecordOf } from '../../lib/edit-conflict';
import { queryKeys } from '../../lib/query-keys';
import { pageQueryOptions, routeQueryOptions } from '../../lib/read-queries';
import { statsKeys } from '../../lib/stats';
import { useWriteMutation } from '../../lib/write-mutation';
import { auditKeys } from '../audit/queries';
import { contractorKeys } from '../contractors/queries';
import { seoKeywordKeys, seoPageKeys } from '../seo/queries';
import { sitemapKeys } from '../sitemap/queries';
import { trashKeys } from '../trash/trash-keys';
import { cityPageSize, defaultCitySort, type CitiesSearch } from './city-list';

export const cityKeys = queryKeys('cities');

/** Every city, active or not, by name (GET /api/admin/cities, staff only). */
export const citiesQueryOptions = () => routeQueryOptions(cityKeys.list({ all: true }), citiesRoutes.listAll, {});

/** One page of the Cities tab as its URL names it (GET /api/admin/cities/paged). */
export const cityPageQueryOptions = (search: CitiesSearch) =>
  pageQueryOptions<AdminCity>({ keys: cityKeys, route: citiesRoutes.listPage, defaultSort: defaultCitySort, pageSize: cityPageSize }, search);

/**
 * A city change shows in the city list, the SEO pages and their keywords (a new
 * city page gets the programmatic keywords) and the sitemap (its pages and
 * status); the contractors follow through the populations.
 */
const changedByCities = [cityKeys, seoPageKeys, seoKeywordKeys, sitemapKeys];

export const useCreateCity = () =>
  useWriteMutation((input: CityCreateInput) => callApi(citiesRoutes.create, { body: input }), changedByCities);

/**
 * Changes a city, based on the version the form loaded (If-Match): a change based on an
 * older one is refused with 412 and the city as it is now (staleCityOf), never applied over
 * another person's (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */
export const useUpdateCity = () =>
  useWriteMutation(
    ({ id, change, basedOn }: { id: number; change: CityUpdateInput; basedOn: number }) =>
      callApi(citiesRoutes.update, { params: { id }, body: change, ifMatch: etagOf(basedOn) }),
    changedByCities,
  );

/**
 * Deletes a city: it goes to the Trash for 30 days, restorable (docs/decisions.md,
 * decision 11). The Trash and the audit trail show it, the city lists, SEO pages and
 * sitemap no longer do.
 */
export const useDeleteCity = () =>
  useWriteMutation((id: number) => callApi(citiesRoutes.remove, { params: { id } }), [
    ...changedByCities,
    trashKeys,
    auditKeys,
    statsKeys,
  ]);

/** The city as it is now, when a change was refused for being based on an older version; else null. */
export const staleCityOf = (error: unknown): AdminCity | null => staleRecordOf(adminCitySchema, error);

/** How the three populations after a creation went. */
export type PopulationOutcome = 'complete' | 'running' | 'failed';

/**
 * Populates the new city's contractors for landscaping, hardscaping and
 * excavation, one after another (docs/behaviour/admin-back-office.md#cities). 'running' when the server
 * accepted a population that had not finished within its wait (202): it
 * completes in the background. The first failure stops the sequence.
 */
export async function populateContractors(city: Pick<AdminCity, 'url_slug'>, queryClient: QueryClient): Promise<PopulationOutcome> {
  let outcome: PopulationOutcome = 'complete';
  try {
    for (const industry of industries satisfies readonly Industry[]) {
      const result = await callApi(contractorsRoutes.populate, { params: { slug: city.url_slug }, query: { industry } });
      if (result.job.status !== 'succeeded') outcome = 'running';
    }
  } catch {
    outcome = 'failed';
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contractorKeys.all }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  ]);
  return outcome;
}
