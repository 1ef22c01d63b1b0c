import { trashEntityNames, trashRetentionDays, type TrashItem } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { toastFailure } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { Alert, Button, Card, EmptyState, PageHeader, PlainTable, QueryContent, Select, toast, useReadOnlyReason, type SelectOption } from '../../ui';
import { useRestoreFromTrash, trashQueryOptions } from './queries';
import { filterTrash, trashKindLabels, unavailableNotice } from './trash-filters';
import './trash.css';

const trashColumns = ['Kind', 'Name', 'Detail', 'Deleted by', 'Deleted at', 'Purged on'];

const route = getRouteApi('/trash');

const kindOptions: SelectOption<TrashItem['entity'] | ''>[] = [{ value: '', label: 'Every kind' }, ...trashEntityNames.map((kind) => ({ value: kind, label: trashKindLabels[kind].many }))];

/**
 * The Trash (docs/decisions.md, decision 11): what was deleted these last 30 days, newest first,
 * filtered by kind (in the URL: /admin/trash?kind=city), each restorable by an editor or owner
 * until it is purged.
 */
export function TrashTab() {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const trash = useQuery(trashQueryOptions());
  // A viewer may look, not restore: no button rather than one that would be refused.
  const readOnly = useReadOnlyReason();
  const items = trash.data ? filterTrash(trash.data.items, filters) : [];
  const notice = trash.data ? unavailableNotice(trash.data.unavailable) : null;

  return (
    <div className="trash-tab">
      <PageHeader
        title="Trash"
        description={`Deleted cities, products, supplier locations, keywords and contractors are kept here for ${trashRetentionDays} days, then purged for good.`}
      />
      <Card>
        <div className="trash-tab__toolbar">
          <Select label="Kind" options={kindOptions} value={filters.kind ?? ''} onValue={(kind) => void navigate({ search: kind ? { kind } : {} })} />
        </div>
      </Card>
      {notice && (
        <Alert variant="warning" title="Part of the Trash is unavailable">
          {notice}
        </Alert>
      )}
      {readOnly && <Alert variant="info">{readOnly}: only an editor or an owner can restore what is in the Trash.</Alert>}
      <Card>
        <QueryContent
          query={trash}
          failure="The Trash could not be loaded"
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              title="The Trash is empty"
              description={filters.kind ? `No ${trashKindLabels[filters.kind].many.toLowerCase()} were deleted in the last ${trashRetentionDays} days.` : `Nothing was deleted in the last ${trashRetentionDays} days.`}
            />
          }
        >
          <PlainTable columns={readOnly ? trashColumns : [...trashColumns, { hidden: 'Actions' }]} label="Deleted records">
            {items.map((item) => (
              <TrashRow key={`${item.entity}:${item.id}`} item={item} canRestore={!readOnly} />
            ))}
          </PlainTable>
        </QueryContent>
      </Card>
    </div>
  );
}

function TrashRow({ item, canRestore }: { item: TrashItem; canRestore: boolean }) {
  const restore = useRestoreFromTrash();
  const restoreItem = async () => {
    try {
      await restore.mutateAsync(item);
      toast({ title: `Restored ${item.name}` });
    } catch (error) {
      // 404 (already restored or purged), 409 (its name was taken meanwhile): the server's words.
      toastFailure('Failed to restore', error, `${item.name} could not be restored`);
    }
  };
  return (
    <tr>
      <td>{trashKindLabels[item.entity].one}</td>
      <td className="trash-table__name">{item.name}</td>
      <td>{item.detail ?? ''}</td>
      <td>{item.deletedBy ? item.deletedBy.email : 'Unknown'}</td>
      <td>{formatDateTime(item.deletedAt)}</td>
      <td>{formatDateTime(item.purgeAt)}</td>
      {canRestore && (
        <td className="trash-table__actions">
          <Button variant="outline" size="sm" changesData busy={restore.isPending} aria-label={`Restore ${item.name}`} onClick={() => void restoreItem()}>
            Restore
          </Button>
        </td>
      )}
    </tr>
  );
}
