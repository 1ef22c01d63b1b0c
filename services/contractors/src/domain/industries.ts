import { industries, type Industry } from '@local-seo/contracts';

export { industries, type Industry };

/** What a Text Search asks for each industry. */
const searchTerms: Record<Industry, string> = {
  landscaping: 'landscaping contractor',
  hardscaping: 'hardscaping contractor',
  excavation: 'excavation contractor',
};

/** e.g. "hardscaping contractor in Barrie, Ontario": the city named, so Places keeps to it. */
export function searchQueryFor(industry: Industry, cityName: string, province: string): string {
  return `${searchTerms[industry]} in ${cityName}, ${province}`;
}

/** How far from the city's centre places rank higher (Places allows up to 50 km). */
export const searchRadiusMeters = 30_000;

/** Places that closed for good are not listed as contractors. */
export const isListable = (businessStatus: string | null) => businessStatus !== 'CLOSED_PERMANENTLY';

/** A per-industry record, in the order the industries are listed and populated (docs/behaviour/services.md#contractors). */
export function perIndustry<T>(make: (industry: Industry) => T): Record<Industry, T> {
  return { landscaping: make('landscaping'), hardscaping: make('hardscaping'), excavation: make('excavation') };
}
