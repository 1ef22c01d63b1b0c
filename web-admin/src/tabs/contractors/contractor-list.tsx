import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../lib/format';
import { Button, EmptyState, LoadError, Skeleton } from '../../ui';
import { ContractorCard, type OpenContractor } from './contractor-card';
import { contractorListQueryOptions, type ContractorListQuery } from './queries';
import { emptyListText, listSummary } from './rules';

/** The list, its page (from 1), search and sort as the tab's URL holds them, and what to do on a click. */
interface ContractorListProps extends ContractorListQuery {
  onPage: (page: number) => void;
  brandName: string;
  onOpen: OpenContractor;
}

/**
 * One list of the tab. Without an industry it shows the first 12 (docs/behaviour/admin-back-office.md#contractors);
 * with one, every contractor of that industry, a page at a time.
 */
export function ContractorList({ list, industry, page, search, sort, order, onPage, brandName, onOpen }: ContractorListProps) {
  const query = useQuery(contractorListQueryOptions({ list, industry, page, search, sort, order }));

  if (query.isPending) {
    return (
      <div className="ui-list ui-list--grid contractors__grid" aria-busy="true">
        <span className="visually-hidden">Loading contractors</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="9rem" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError what="Contractors" error={query.error} />;

  const { items, total, totalPages } = query.data;
  if (items.length === 0) return <EmptyState title={emptyListText(list, brandName)} />;

  return (
    <div className="contractors__list" aria-busy={query.isPlaceholderData || undefined}>
      <p className="contractors__summary" aria-live="polite">
        {listSummary({ industry, shown: items.length, total, page, totalPages })}
      </p>
      <ul className="ui-list ui-list--grid contractors__grid">
        {items.map((contractor) => (
          <li key={contractor.id}>
            <ContractorCard contractor={contractor} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {industry !== 'all' && totalPages > 1 && (
        <nav className="contractors__paging" aria-label="Contractor pages">
          <Button variant="outline" size="sm" disabled={page <= 1 || query.isPlaceholderData} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {formatNumber(page)} of {formatNumber(totalPages)}
          </span>
          <Button variant="outline" size="sm" disabled={page >= totalPages || query.isPlaceholderData} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
