import type { ContractorDetails, ContractorReview } from '@local-seo/contracts';
import { generatedTexts } from '../texts';
import { reviewExcerpt } from './contractor-display';
import { Rating } from './Rating';

/** Rating, address, phone and the reviews, each with its author's attribution. */
export function ContractorDetailsView({ details }: { details: ContractorDetails }) {
  return (
    <>
      <dl className="gen-details">
        <div>
          <dt>Rating</dt>
          <dd>
            <Rating rating={details.rating} total={details.total_ratings} />
          </dd>
        </div>
        {details.address ? (
          <div>
            <dt>Address</dt>
            <dd>{details.address}</dd>
          </div>
        ) : null}
        {details.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>{details.phone}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      <h3>{generatedTexts.reviewsTitle}</h3>
      {details.reviews.length === 0 ? (
        <p>{generatedTexts.noReviews}</p>
      ) : (
        <ul className="gen-reviews">
          {details.reviews.map((review, index) => (
            <li key={`${review.author_name}-${index}`}>
              <Review review={review} />
            </li>
          ))}
        </ul>
      )}
      {details.source === 'google_places' ? (
        <p className="gen-attribution">
          {generatedTexts.reviewsFromGoogle}
          {details.google_maps_uri ? (
            <>
              {' · '}
              <a href={details.google_maps_uri} target="_blank" rel="noopener noreferrer">
                View on Google Maps<span className="visually-hidden"> {generatedTexts.opensInNewTab}</span>
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

/** One review; Google's terms want the author named, and linked when they have a profile. */
function Review({ review }: { review: ContractorReview }) {
  return (
    <article className="gen-review">
      <p className="gen-review__author">
        {review.author_url ? (
          <a href={review.author_url} target="_blank" rel="noopener noreferrer">
            {review.author_name}
            <span className="visually-hidden"> {generatedTexts.opensInNewTab}</span>
          </a>
        ) : (
          review.author_name
        )}
      </p>
      <p className="gen-review__meta">
        {review.rating !== null ? <Rating rating={review.rating} /> : null}
        {review.rating !== null && review.relative_time_description ? ' · ' : null}
        {review.relative_time_description}
      </p>
      {review.text ? <p className="gen-review__text">{reviewExcerpt(review.text)}</p> : null}
    </article>
  );
}
