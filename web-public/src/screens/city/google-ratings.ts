import { industries, type PageData } from '@local-seo/contracts';

/** Whether any contractor card shows a rating from Google Places: then the section credits Google. */
export function showsGoogleRatings(top: PageData['topContractors']): boolean {
  return industries.some((industry) => top[industry].some((contractor) => contractor.rating !== null));
}
