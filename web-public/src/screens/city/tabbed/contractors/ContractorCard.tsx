import type { PublicContractor } from '@local-seo/contracts';
import { ratingLabel, reviewCountLabel } from '../../contractor-labels';

/** A contractor: name, rating, review count and address. */
export function ContractorCard({ contractor }: { contractor: PublicContractor }) {
  const rating = ratingLabel(contractor.rating);
  const reviews = reviewCountLabel(contractor.total_ratings);
  return (
    <article className="tc-contractor">
      <h4 className="tc-contractor-name">{contractor.name}</h4>
      <p className="tc-contractor-rating">
        {rating ? (
          <>
            <svg className="tc-star" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
            <span className="visually-hidden">Rated </span>
            <strong>{rating}</strong>
            <span className="visually-hidden"> out of 5</span>
          </>
        ) : (
          <span>Not yet rated</span>
        )}
        {reviews ? <span className="tc-muted"> ({reviews})</span> : null}
      </p>
      {contractor.address ? <p className="tc-contractor-address">{contractor.address}</p> : null}
    </article>
  );
}
