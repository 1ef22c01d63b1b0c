// How the generated layout shows contractors (docs/behaviour/public-site.md#generated-layout).
import { truncateText } from '../text';

/** A card names at most this many contractor types. */
const typesPerCard = 3;
/** Review text is cut at this many characters. */
const reviewTextLength = 200;
/** Placeholders shown while the full list loads; more would sit out of view in the slider. */
const maxSkeletons = 3;

/** Google's catch-all types say nothing about the trade. */
const genericTypes = new Set(['point_of_interest', 'establishment']);

/** Up to three readable types: 'general_contractor' reads 'General contractor'. */
export function contractorTypes(types: readonly string[]): string[] {
  const readable = types
    .filter((type) => !genericTypes.has(type))
    .map((type) => type.replace(/_/g, ' ').trim())
    .filter((type) => type !== '')
    .map((type) => type.charAt(0).toUpperCase() + type.slice(1));
  return [...new Set(readable)].slice(0, typesPerCard);
}

/** A review's text, cut at 200 characters with an ellipsis. */
export function reviewExcerpt(text: string | null): string {
  return truncateText((text ?? '').trim(), reviewTextLength);
}

/** How many placeholders hold the place of the contractors not yet loaded. */
export function skeletonCount(total: number, shown: number): number {
  return Math.min(Math.max(total - shown, 0), maxSkeletons);
}
