import type { SupplierLocationView } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { changeList, serverPaging } from '../../lib/list-search';
import { formatDecimal } from '../../lib/format';
import { useSearchBox } from '../../lib/use-search-box';
import { Badge, Button, DataTable, rowActionsColumn, SearchInput, Select, type DataTableColumn } from '../../ui';
import { locationPageSize, type LocationsSearch } from './location-list';
import { locationPageQueryOptions } from './queries';
import { cityChoices } from './rules';

type Location = SupplierLocationView;
const route = getRouteApi('/locations');

const columns: readonly DataTableColumn<Location>[] = [
  {
    id: 'name',
    header: 'Location',
    sortKey: 'name',
    cell: (l) => (
      <>
        <span className="locations__name">{l.location_name}</span>
        {l.supplier_name && <span className="locations__supplier">{l.supplier_name}</span>}
      </>
    ),
  },
  { id: 'city', header: 'City', sortKey: 'city', cell: (l) => [l.city, l.province].filter(Boolean).join(', ') },
  { id: 'type', header: 'Type', sortKey: 'type', cell: (l) => l.location_type ?? '' },
  { id: 'phone', header: 'Phone', cell: (l) => l.phone_number ?? l.dispatch_phone ?? l.sales_phone ?? '' },
  {
    id: 'radius',
    header: 'Delivery radius',
    align: 'end',
    sortKey: 'radius',
    cell: (l) => (l.delivery_radius === null ? '' : `${formatDecimal(l.delivery_radius)} km`),
  },
  { id: 'products', header: 'Products', align: 'end', sortKey: 'products', cell: (l) => l.product_count },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (l) => <Badge variant={l.active ? 'success' : 'muted'}>{l.active ? 'Active' : 'Inactive'}</Badge>,
  },
];

/** What a row's buttons do: the tab opens its dialogs. */
export interface LocationActions {
  onEdit: (location: Location) => void;
  onProducts: (location: Location) => void;
  onDelete: (location: Location) => void;
}

const actionsColumn = ({ onEdit, onProducts, onDelete }: LocationActions) =>
  rowActionsColumn<Location>((l) => (
    <>
      <Button size="sm" variant="ghost" aria-label={`Edit ${l.location_name}`} onClick={() => onEdit(l)}>
        Edit
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Products of ${l.location_name}`} onClick={() => onProducts(l)}>
        Products
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Delete ${l.location_name}`} onClick={() => onDelete(l)}>
        Delete
      </Button>
    </>
  ));

/**
 * The locations in a table the catalog searches, sorts and pages, narrowed by a
 * search and a city (its choices from every location), each with Edit, Products and Delete;
 * the view is in the URL.
 */
export function AllLocations({ locations, actions }: { locations: readonly Location[] | undefined; actions: LocationActions }) {
  const view = route.useSearch();
  const navigate = route.useNavigate();
  // Each change is a step of the history (back undoes it), but the search's keystrokes replace theirs.
  const go = (change: Partial<LocationsSearch>, replace = false) =>
    void navigate({ search: (current) => changeList(current, change, locationPageSize), replace });
  const searchBox = useSearchBox(view.search ?? '', (search) => go({ search }, true));
  const page = useQuery(locationPageQueryOptions(view));
  const cities = useMemo(() => cityChoices(locations ?? []).map((name) => ({ value: name, label: name })), [locations]);
  const { onEdit, onProducts, onDelete } = actions;
  const tableColumns = useMemo(() => [...columns, actionsColumn({ onEdit, onProducts, onDelete })], [onEdit, onProducts, onDelete]);
  // A page past the end (its last locations deleted meanwhile): the last page instead.
  const pastTheEnd = page.data && page.data.items.length === 0 && page.data.total > 0 ? Math.ceil(page.data.total / page.data.pageSize) : null;
  useEffect(() => {
    if (pastTheEnd !== null && !page.isPlaceholderData) go({ page: pastTheEnd }, true);
  });

  return (
    <div className="ui-stack">
      <div className="locations__filters">
        <SearchInput label="Search locations" placeholder="Name, supplier, address or postal code" value={searchBox.text} onSearch={searchBox.onSearch} fieldClassName="locations__search" />
        <Select label="City" placeholder="All cities" options={cities} value={view.city ?? ''} onChange={(event) => go({ city: event.target.value || undefined })} />
      </div>
      <DataTable
        rows={page.data?.items ?? []}
        columns={tableColumns}
        label="Supplier locations"
        loading={page.isPending}
        empty="No supplier locations found"
        paging={serverPaging(page.data, view, go, { pageSize: locationPageSize, sort: 'name' })}
      />
    </div>
  );
}
