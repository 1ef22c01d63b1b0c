/** A star rating out of 5 with its number of ratings, read out in words. */
export function Rating({ rating, count }: { rating: number | null; count?: number | null }) {
  if (rating === null) return <p className="contractors__rating contractors__rating--none">No rating yet</p>;
  const ratings = count ? ` (${count} ${count === 1 ? 'rating' : 'ratings'})` : '';
  return (
    <p className="contractors__rating">
      <span aria-hidden="true" className="contractors__stars">
        ★
      </span>{' '}
      <span className="visually-hidden">Rated </span>
      {rating.toFixed(1)}
      <span className="visually-hidden"> out of 5</span>
      {ratings}
    </p>
  );
}
