import { contractorsRoutes, industries, type AdminContractor, type Industry } from '@local-seo/contracts';
import { formatNumber } from '../../lib/format';

/** The three lists of the Contractors tab (docs/behaviour/admin-back-office.md#contractors), in order, and the declared route of each. */
export const contractorLists = [
  { id: 'authentic', label: 'Authentic', route: contractorsRoutes.authenticList },
  { id: 'customers', label: 'Customers', route: contractorsRoutes.brandCustomersList },
  { id: 'template', label: 'Template', route: contractorsRoutes.templateList },
] as const;
export type ContractorListId = (typeof contractorLists)[number]['id'];

export const isContractorListId = (value: string): value is ContractorListId => contractorLists.some((list) => list.id === value);

/** The industry filter: every industry, or one of the three. */
export type IndustryFilter = Industry | 'all';
export const industryFilters: readonly IndustryFilter[] = ['all', ...industries];
export const isIndustryFilter = (value: string): value is IndustryFilter => (industryFilters as readonly string[]).includes(value);

export const industryLabel = (filter: IndustryFilter): string =>
  filter === 'all' ? 'All industries' : filter.charAt(0).toUpperCase() + filter.slice(1);

/** The empty state of each list, word for word (docs/behaviour/admin-back-office.md#contractors). */
export function emptyListText(list: ContractorListId, brandName: string): string {
  switch (list) {
    case 'authentic':
      return 'No authentic contractors found for the selected industry.';
    case 'customers':
      return `No ${brandName} customers found for the selected industry.`;
    case 'template':
      return 'No template contractors found for the selected industry.';
  }
}

/** A contractor is a customer of the brand when its brand account reads exactly 'checked'. */
export const isBrandCustomer = (contractor: Pick<AdminContractor, 'brand_account'>): boolean =>
  contractor.brand_account === 'checked';

/** Review texts are shown cut at 200 characters (whole characters, never half an emoji). */
const reviewTextLimit = 200;

export function cutReviewText(text: string, limit = reviewTextLimit): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('').trimEnd()}...`;
}

const contractorsCount = (n: number) => `${formatNumber(n)} ${n === 1 ? 'contractor' : 'contractors'}`;

/** The line above a list: how many there are, which page, or how to see more than the first 12. */
export function listSummary({ industry, shown, total, page, totalPages }: { industry: IndustryFilter; shown: number; total: number; page: number; totalPages: number }): string {
  if (industry === 'all' && total > shown) {
    return `Showing ${formatNumber(shown)} of ${formatNumber(total)}. Choose an industry to list them all.`;
  }
  if (totalPages > 1) return `${contractorsCount(total)}, page ${formatNumber(page)} of ${formatNumber(totalPages)}`;
  return contractorsCount(total);
}
