// The contractor reads of the generated layout, as TanStack Query options (keys: all, lists, list(q), details, detail(id)).
import type { ContractorDetails, Industry, PublicContractor } from '@local-seo/contracts';
import { fillPath, publicPaths } from '@local-seo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../../data/api-fetch';

interface ContractorListQuery {
  slug: string;
  industry: Industry;
}

const contractorKeys = {
  all: ['contractors'] as const,
  lists: () => [...contractorKeys.all, 'list'] as const,
  list: (query: ContractorListQuery) => [...contractorKeys.lists(), query] as const,
  details: () => [...contractorKeys.all, 'detail'] as const,
  detail: (id: number) => [...contractorKeys.details(), id] as const,
};

/** Every listed contractor of a city for one industry, best first. */
export const contractorListQueryOptions = (query: ContractorListQuery) =>
  queryOptions({
    queryKey: contractorKeys.list(query),
    queryFn: ({ signal }) =>
      getJson<PublicContractor[]>(fillPath(publicPaths.contractorSearch, { slug: query.slug }, { industry: query.industry, usePlaces: false }), signal),
  });

/** Name, rating, address, phone and reviews of one contractor. */
export const contractorDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractorKeys.detail(id),
    queryFn: ({ signal }) => getJson<ContractorDetails>(fillPath(publicPaths.contractorDetails, { id }), signal),
  });
