// How both city layouts word a contractor's rating and reviews.

/** A rating to one decimal ('4.0'); null when unrated. */
export const ratingLabel = (rating: number | null): string | null => (rating === null ? null : rating.toFixed(1));

const reviewCount = new Intl.NumberFormat('en-CA');

/** '1 review', '1,234 reviews'; null when the count is not known. */
export function reviewCountLabel(total: number | null): string | null {
  if (total === null) return null;
  return `${reviewCount.format(total)} ${total === 1 ? 'review' : 'reviews'}`;
}
