import type { PageData } from '@local-seo/contracts';
import { GoogleAttribution } from '../../../../components/Attribution';
import { unavailableTexts } from '../../availability';
import { showsGoogleRatings } from '../../google-ratings';
import { EmptyState } from '../EmptyState';
import { tabbedTexts } from '../texts';
import { ContractorCard } from './ContractorCard';
import { contractorGroups, hasNoContractors, type ContractorGroup } from './contractor-groups';

interface ContractorsTabProps {
  city: string;
  counts: PageData['contractorCounts'];
  top: PageData['topContractors'];
  /** The brand's contractor directory, where the 'more' box sends visitors. */
  contractorsUrl: string;
  /** The contractors service could not be asked: say so, never the empty state. */
  unavailable?: boolean;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Local Contractors': the three groups with their top contractors, or the empty state. */
export function ContractorsTab({ city, counts, top, contractorsUrl, unavailable = false }: ContractorsTabProps) {
  return (
    <div className="tc-contractors">
      <h2>Local Contractors in {city}</h2>
      {unavailable ? (
        <EmptyState title={unavailableTexts.contractors(city)} detail={unavailableTexts.detail} />
      ) : hasNoContractors(counts) ? (
        <EmptyState title={tabbedTexts.noContractors(city)} detail={tabbedTexts.noContractorsDetail} />
      ) : (
        contractorGroups(counts, top).map((group) => (
          <ContractorGroupSection key={group.industry} group={group} city={city} contractorsUrl={contractorsUrl} />
        ))
      )}
      {!unavailable && showsGoogleRatings(top) ? <GoogleAttribution /> : null}
    </div>
  );
}

function ContractorGroupSection({ group, city, contractorsUrl }: { group: ContractorGroup; city: string; contractorsUrl: string }) {
  const titleId = `tc-contractors-${group.industry}`;
  return (
    <section className="tc-contractor-group" aria-labelledby={titleId}>
      <h3 id={titleId}>{capitalized(group.industry)}</h3>
      {group.top.length === 0 ? (
        <p className="tc-muted">
          No {group.industry} professionals listed in {city} yet.
        </p>
      ) : (
        <ul className="tc-contractor-list">
          {group.top.map((contractor) => (
            <li key={contractor.id}>
              <ContractorCard contractor={contractor} />
            </li>
          ))}
        </ul>
      )}
      {group.more > 0 ? (
        <div className="tc-more">
          <p className="tc-more-title">{tabbedTexts.moreContractors(group.more, group.industry, city)}</p>
          <p className="tc-more-detail">
            Our directory lists every {group.industry} company serving {city}, with ratings and reviews to compare.{' '}
            <a href={contractorsUrl}>Browse the contractor directory</a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
