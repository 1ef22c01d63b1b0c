import { contractorsRoutes, type ContractorSortKey, type Industry, type SortOrder } from '@local-seo/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { statsKeys } from '../../lib/stats';
import { contractorLists, type ContractorListId, type IndustryFilter } from './rules';

export const contractorKeys = queryKeys('contractors');

export interface ContractorListQuery {
  list: ContractorListId;
  industry: IndustryFilter;
  /** From 1. Without an industry the server answers the first 12; with one, pages of 50. */
  page: number;
  /** The service's search and sort; none: its own order (by city). */
  search?: string | undefined;
  sort?: ContractorSortKey | undefined;
  order?: SortOrder | undefined;
}

function readList({ list, industry, page, search, sort, order }: ContractorListQuery) {
  const { route } = contractorLists.find((entry) => entry.id === list)!;
  return callApi(route, { query: { page, industry: industry === 'all' ? undefined : industry, search: search || undefined, sort, order } });
}

/** One page of the Authentic, Customers or Template list; the previous page stays on screen while the next loads. */
export const contractorListQueryOptions = (query: ContractorListQuery) =>
  queryOptions({
    queryKey: contractorKeys.list(query),
    queryFn: () => readList(query),
    placeholderData: keepPreviousData,
  });

/** Name, rating, address, phone and reviews (live from Places for a template contractor). */
export const contractorDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractorKeys.detail(id),
    queryFn: () => callApi(contractorsRoutes.staffDetails, { params: { id } }),
  });

const populationKeys = queryKeys('contractor-populations');

/** The latest populations, newest first: of one city (its URL slug), or of every city. */
export const populationsQueryOptions = (city: string) =>
  queryOptions({
    queryKey: populationKeys.list({ city }),
    queryFn: () => callApi(contractorsRoutes.populations, { query: { limit: 25, city: city || undefined } }),
  });

interface PopulateRequest {
  slug: string;
  industry: Industry;
  /** Run again even when this industry was populated a few minutes ago. */
  force: boolean;
}

/**
 * Populates one industry of a city from Google Places now. The server answers when
 * the job is done (200) or still running (202); a failure (502) or no key (503) is
 * an error with the server's reason. The contractors, counts and populations follow.
 */
export function usePopulateContractors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, industry, force }: PopulateRequest) =>
      callApi(contractorsRoutes.populate, { params: { slug }, query: { industry, force: force ? 'true' : undefined } }),
    onSettled: () =>
      Promise.all([contractorKeys, statsKeys, populationKeys].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all }))),
  });
}

/** Moves a contractor to the Trash (restorable there for 30 days); the lists and counts follow. */
export function useDeleteContractor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(contractorsRoutes.deleteContractor, { params: { id } }),
    onSettled: () => Promise.all([contractorKeys, statsKeys].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all }))),
  });
}
