import { contractorSortKeys, industrySchema, type ContractorSortKey, type SortOrder } from '@local-seo/contracts';
import { z } from 'zod';
import { listSearchSchema } from '../../lib/list-search';
import { contractorLists, type ContractorListId } from './rules';

/**
 * The Contractors tab's view as its URL holds it (docs/behaviour/admin-back-office.md, "Contractors"):
 * the list, the industry, the search, the sort and the page, e.g.
 * /admin/contractors?list=customers&industry=landscaping&search=barrie&sort=rating&order=desc.
 * The service searches, sorts and pages; its page size stays its own (12 without an industry, 50 with one).
 * What the URL holds that cannot be part of the view is left out: the tab's default stands in for it.
 */
export const contractorsSearchSchema = listSearchSchema(contractorSortKeys)
  .omit({ pageSize: true })
  .extend({
    list: z
      .enum(contractorLists.map((entry) => entry.id) as [ContractorListId, ...ContractorListId[]])
      .optional()
      .catch(undefined),
    industry: industrySchema.optional().catch(undefined),
  });
export type ContractorsSearch = z.output<typeof contractorsSearchSchema>;

const sortLabels: Record<ContractorSortKey, Record<SortOrder, string>> = {
  city: { asc: 'City (A–Z)', desc: 'City (Z–A)' },
  name: { asc: 'Name (A–Z)', desc: 'Name (Z–A)' },
  rating: { asc: 'Rating (lowest first)', desc: 'Rating (highest first)' },
  reviews: { asc: 'Reviews (fewest first)', desc: 'Reviews (most first)' },
};

/** The sort choices: each key either way, as `key` or `key-desc`; city A–Z is the list's own order. */
export const sortOptions = contractorSortKeys.flatMap((key) =>
  (['asc', 'desc'] as const).map((order) => ({ value: order === 'desc' ? `${key}-desc` : key, label: sortLabels[key][order] })),
);

/** The sort choice of the URL state. */
export const sortChoice = ({ sort, order }: Pick<ContractorsSearch, 'sort' | 'order'>): string =>
  `${sort ?? contractorSortKeys[0]}${order === 'desc' ? '-desc' : ''}`;

/** The URL state of a sort choice: the default (city A–Z) left out. */
export function sortOfChoice(value: string): Pick<ContractorsSearch, 'sort' | 'order'> {
  const [key, order] = value.split('-');
  const sort = contractorSortKeys.find((k) => k === key);
  if (!sort || (sort === contractorSortKeys[0] && order !== 'desc')) return { sort: undefined, order: undefined };
  return { sort, order: order === 'desc' ? 'desc' : undefined };
}
