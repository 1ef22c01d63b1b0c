import { auditEntities, type AuditEntry } from '@local-seo/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../lib/format';
import { Button, Card, EmptyState, Input, PageHeader, PlainTable, QueryContent, Select } from '../../ui';
import { describeSummary, type AuditFilters } from './audit-filters';
import { auditQueryOptions } from './queries';
import './audit.css';

const route = getRouteApi('/audit');

const entityOptions = [{ value: '', label: 'Every entity' }, ...auditEntities.map((entity) => ({ value: entity, label: entity }))];

/** Who changed what through the back office: filtered by person, entity and dates (kept in the URL), newest first. */
export function AuditTab() {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const audit = useInfiniteQuery(auditQueryOptions(filters));
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="audit-tab">
      <PageHeader title="Audit" description="Every change made through the back office: who, when, what and how." />
      <Card>
        <FilterForm key={JSON.stringify(filters)} filters={filters} onApply={(next) => void navigate({ search: next })} />
      </Card>
      <Card>
        <QueryContent
          query={audit}
          failure="The audit trail could not be loaded"
          isEmpty={entries.length === 0}
          empty={<EmptyState title="No changes recorded" description="No change matches these filters." />}
        >
          <PlainTable columns={['When', 'Person', 'Action', 'Entity', 'Change', 'Request']} label="Audit entries">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </PlainTable>
          {audit.hasNextPage && (
            <div className="audit-tab__more">
              <Button variant="outline" changesData={false} busy={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
                Load more
              </Button>
            </div>
          )}
        </QueryContent>
      </Card>
    </div>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td>{formatDateTime(entry.at)}</td>
      <td>{entry.actor.email}</td>
      <td>{entry.action}</td>
      <td>
        {entry.entity}
        {entry.entityId ? ` #${entry.entityId}` : ''}
      </td>
      <td>{describeSummary(entry.summary)}</td>
      <td className="audit-table__request">{entry.requestId ?? ''}</td>
    </tr>
  );
}

/** The filters as typed, applied to the URL (and so to the list) on "Apply". */
function FilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<Record<keyof AuditFilters, string>>({
    actor: filters.actor ?? '',
    entity: filters.entity ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')) as AuditFilters);
  };
  return (
    <form className="audit-filters" onSubmit={submit} role="search" aria-label="Audit filters">
      <Input label="Person" type="search" placeholder="E-mail" value={draft.actor} onChange={set('actor')} />
      <Select label="Entity" options={entityOptions} value={draft.entity} onChange={set('entity')} />
      <Input label="From" type="date" value={draft.from} onChange={set('from')} />
      <Input label="To" type="date" value={draft.to} onChange={set('to')} />
      <div className="audit-filters__actions">
        <Button type="submit" changesData={false}>
          Apply
        </Button>
        <Button variant="ghost" changesData={false} onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}
