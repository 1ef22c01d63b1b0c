import { industries, type Industry, type PageData, type PublicContractor } from '@local-seo/contracts';

/** How many contractors a group shows; the rest are counted in the 'more' box. */
const contractorsShown = 3;

export interface ContractorGroup {
  industry: Industry;
  count: number;
  top: PublicContractor[];
  /** Contractors beyond those shown; the 'more' box appears when above 0. */
  more: number;
}

/** The three groups in order: landscaping, hardscaping, excavation. */
export function contractorGroups(counts: PageData['contractorCounts'], top: PageData['topContractors']): ContractorGroup[] {
  return industries.map((industry) => {
    const count = counts[industry];
    return { industry, count, top: top[industry].slice(0, contractorsShown), more: Math.max(0, count - contractorsShown) };
  });
}

/** True when no group has a contractor: the tab shows its empty state. */
export const hasNoContractors = (counts: PageData['contractorCounts']) => industries.every((industry) => counts[industry] === 0);
