import { contractorDetailsSchema, contractorPageSchema } from '@local-seo/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { contractorLists, type ContractorListId, type IndustryFilter } from './rules';

export const contractorKeys = queryKeys('contractors');

interface ContractorListQuery {
  list: ContractorListId;
  industry: IndustryFilter;
  /** From 1. Without an industry the server answers the first 12; with one, pages of 50. */
  page: number;
}

function listUrl({ list, industry, page }: ContractorListQuery): string {
  const { path } = contractorLists.find((entry) => entry.id === list)!;
  const params = new URLSearchParams({ page: String(page) });
  if (industry !== 'all') params.set('industry', industry);
  return `${path}?${params}`;
}

/** One page of the Authentic, Customers or Template list; the previous page stays on screen while the next loads. */
export const contractorListQueryOptions = (query: ContractorListQuery) =>
  queryOptions({
    queryKey: contractorKeys.list(query),
    queryFn: async () => contractorPageSchema.parse(await api.get<unknown>(listUrl(query))),
    placeholderData: keepPreviousData,
  });

/** Name, rating, address, phone and reviews (live from Places for a template contractor). */
export const contractorDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractorKeys.detail(id),
    queryFn: async () => contractorDetailsSchema.parse(await api.get<unknown>(`/api/admin/contractors/details/${id}`)),
  });
