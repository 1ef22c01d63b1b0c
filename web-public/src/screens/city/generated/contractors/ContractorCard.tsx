import type { PublicContractor } from '@local-seo/contracts';
import { TagList } from '../TagList';
import { generatedTexts } from '../texts';
import { contractorTypes } from './contractor-display';
import { Rating } from './Rating';

interface ContractorCardProps {
  contractor: PublicContractor;
  onOpen: (contractor: PublicContractor, opener: HTMLElement) => void;
}

/** Name, rating, review count, address and up to three types; the whole card opens the details. */
export function ContractorCard({ contractor, onOpen }: ContractorCardProps) {
  const types = contractorTypes(contractor.types);
  return (
    <article className="gen-card gen-contractor">
      <h4 className="gen-card__title">{contractor.name}</h4>
      <p className="gen-contractor__rating">
        <Rating rating={contractor.rating} total={contractor.total_ratings} />
      </p>
      {contractor.address ? <p className="gen-contractor__address">{contractor.address}</p> : null}
      <TagList label="Services" tags={types} />
      <button
        type="button"
        className="button button--secondary gen-card__action gen-contractor__open"
        aria-haspopup="dialog"
        onClick={(event) => onOpen(contractor, event.currentTarget)}
      >
        {generatedTexts.viewDetails}
        <span className="visually-hidden"> for {contractor.name}</span>
      </button>
    </article>
  );
}

/** The shape of a card while its contractor loads, the same size so nothing moves. */
export function ContractorCardSkeleton() {
  return (
    <div className="gen-card gen-contractor gen-skeleton" aria-hidden="true">
      <span className="gen-skeleton__line gen-skeleton__line--title" />
      <span className="gen-skeleton__line gen-skeleton__line--short" />
      <span className="gen-skeleton__line" />
      <span className="gen-skeleton__line gen-skeleton__line--short" />
      <span className="gen-skeleton__button" />
    </div>
  );
}
