import type { ContractorDetails, ContractorReview } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert, Button, Dialog, Skeleton, TrashIcon } from '../../ui';
import { contractorDetailsQueryOptions } from './queries';
import { Rating } from './rating';
import { cutReviewText } from './rules';

interface ContractorDetailsDialogProps {
  /** The contractor to show (its name titles the dialog while the details load); null when closed. */
  contractor: { id: number; name: string } | null;
  onClose: () => void;
  /** Asks to delete the contractor shown (the dialog's Delete button). */
  onDelete: (contractor: { id: number; name: string }) => void;
}

/** Name, rating, address, phone and reviews of one contractor (live from Google Places for a template one), and its Delete. */
export function ContractorDetailsDialog({ contractor, onClose, onDelete }: ContractorDetailsDialogProps) {
  const footer = contractor && (
    <Button variant="destructive" icon={<TrashIcon />} onClick={() => onDelete(contractor)}>
      Delete
    </Button>
  );
  return (
    <Dialog open={contractor !== null} onOpenChange={(open) => !open && onClose()} title={contractor?.name ?? ''} size="2xl" footer={footer}>
      {contractor && <DetailsBody id={contractor.id} />}
    </Dialog>
  );
}

function DetailsBody({ id }: { id: number }) {
  const details = useQuery(contractorDetailsQueryOptions(id));
  if (details.isPending) {
    return (
      <div className="ui-stack" aria-busy="true">
        <span className="visually-hidden">Loading contractor details</span>
        <Skeleton height="1.25rem" width="8rem" />
        <Skeleton height="4rem" />
        <Skeleton height="6rem" />
      </div>
    );
  }
  if (details.isError) {
    return (
      <div className="ui-stack">
        <Alert variant="destructive">Failed to load contractor details. Please try again.</Alert>
        <Button variant="outline" busy={details.isFetching} onClick={() => void details.refetch()}>
          {details.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );
  }
  return <DetailsView details={details.data} />;
}

function DetailsView({ details }: { details: ContractorDetails }) {
  const reviewsId = useId();
  return (
    <div className="ui-stack">
      <Rating rating={details.rating} count={details.total_ratings} />
      <dl className="contractors__facts">
        <dt>Name</dt>
        <dd>{details.name}</dd>
        <dt>Address</dt>
        <dd>{details.address ?? 'Not listed'}</dd>
        <dt>Phone</dt>
        <dd>{details.phone ? <a href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>{details.phone}</a> : 'Not listed'}</dd>
        {details.website && (
          <>
            <dt>Website</dt>
            <dd>
              <a href={details.website} target="_blank" rel="noreferrer">
                {details.website}
              </a>
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby={reviewsId} className="contractors__reviews">
        <h3 id={reviewsId} className="contractors__reviews-title">
          Reviews
        </h3>
        {details.reviews.length === 0 ? (
          <p className="ui-note">No reviews yet.</p>
        ) : (
          <ul className="ui-list">
            {details.reviews.map((review, index) => (
              <ReviewItem key={`${review.author_name}-${index}`} review={review} />
            ))}
          </ul>
        )}
      </section>
      {details.source === 'google_places' && (
        <p className="ui-note">
          Details from Google
          {details.google_maps_uri && (
            <>
              {' '}
              (
              <a href={details.google_maps_uri} target="_blank" rel="noreferrer">
                view on Google Maps
              </a>
              )
            </>
          )}
        </p>
      )}
    </div>
  );
}

function ReviewItem({ review }: { review: ContractorReview }) {
  return (
    <li className="contractors__review">
      <div className="contractors__review-header">
        <span className="contractors__review-author">
          {review.author_url ? (
            <a href={review.author_url} target="_blank" rel="noreferrer">
              {review.author_name}
            </a>
          ) : (
            review.author_name
          )}
        </span>
        {review.rating !== null && <Rating rating={review.rating} />}
        {review.relative_time_description && <span className="contractors__review-time">{review.relative_time_description}</span>}
      </div>
      {review.text && <p className="contractors__review-text">{cutReviewText(review.text)}</p>}
    </li>
  );
}
