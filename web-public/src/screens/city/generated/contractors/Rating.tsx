import { ratingLabel, reviewCountLabel } from '../../contractor-labels';

interface RatingProps {
  rating: number | null;
  total?: number | null;
}

/** '★ 4.7 (128 reviews)'; read as '4.7 out of 5'. */
export function Rating({ rating, total = null }: RatingProps) {
  const value = ratingLabel(rating);
  const count = reviewCountLabel(total);
  if (value === null) return <span className="gen-rating gen-rating--none">Not yet rated</span>;
  return (
    <span className="gen-rating">
      <span className="gen-rating__star" aria-hidden="true">
        ★
      </span>{' '}
      {value}
      <span className="visually-hidden"> out of 5</span>
      {count ? <span className="gen-rating__count"> ({count})</span> : null}
    </span>
  );
}
