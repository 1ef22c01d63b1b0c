import type { AdminContractor } from '@local-seo/contracts';
import { Badge, Button } from '../../ui';
import { Rating } from './rating';
import { industryLabel, isBrandCustomer } from './rules';

export type OpenContractor = (contractor: { id: number; name: string }) => void;

/** One contractor of a list: name, industry, customer badge, rating, address and phone, and its details. */
export function ContractorCard({ contractor, onOpen }: { contractor: AdminContractor; onOpen: OpenContractor }) {
  const name = contractor.name ?? 'Name unavailable';
  return (
    <article className="ui-card ui-stack contractors__card" aria-label={name}>
      <header className="ui-stack contractors__card-header">
        <h3 className="contractors__name">{name}</h3>
        <div className="contractors__badges">
          <Badge variant="muted">{industryLabel(contractor.industry_sector)}</Badge>
          {isBrandCustomer(contractor) && <Badge variant="highlight">Customer</Badge>}
        </div>
      </header>
      <Rating rating={contractor.rating} count={contractor.total_ratings} />
      <dl className="contractors__facts">
        <dt>Address</dt>
        <dd>{contractor.address ?? 'Not listed'}</dd>
        <dt>Phone</dt>
        <dd>{contractor.phone ?? 'Not listed'}</dd>
      </dl>
      {contractor.details_source === 'unavailable' && <p className="ui-note">Google Places did not answer for this contractor.</p>}
      <Button variant="outline" size="sm" className="contractors__open" onClick={() => onOpen({ id: contractor.id, name })}>
        View details<span className="visually-hidden"> of {name}</span>
      </Button>
    </article>
  );
}
