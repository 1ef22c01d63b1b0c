import type { SupplierLocationView } from '@local-seo/contracts';
import { useDeferredValue, useMemo, useState } from 'react';
import { formatDecimal } from '../../lib/format';
import { Badge, Button, DataTable, rowActionsColumn, SearchInput, Select, type DataTableColumn } from '../../ui';
import { cityChoices, inCity, locationSearchText } from './rules';

type Location = SupplierLocationView;

const columns: readonly DataTableColumn<Location>[] = [
  {
    id: 'name',
    header: 'Location',
    sortValue: (l) => l.location_name,
    cell: (l) => (
      <>
        <span className="locations__name">{l.location_name}</span>
        {l.supplier_name && <span className="locations__supplier">{l.supplier_name}</span>}
      </>
    ),
  },
  { id: 'city', header: 'City', sortValue: (l) => l.city, cell: (l) => [l.city, l.province].filter(Boolean).join(', ') },
  { id: 'type', header: 'Type', sortValue: (l) => l.location_type, cell: (l) => l.location_type ?? '' },
  { id: 'phone', header: 'Phone', cell: (l) => l.phone_number ?? l.dispatch_phone ?? l.sales_phone ?? '' },
  {
    id: 'radius',
    header: 'Delivery radius',
    align: 'end',
    sortValue: (l) => (l.delivery_radius === null ? null : Number(l.delivery_radius)),
    cell: (l) => (l.delivery_radius === null ? '' : `${formatDecimal(l.delivery_radius)} km`),
  },
  { id: 'products', header: 'Products', align: 'end', sortValue: (l) => l.product_count, cell: (l) => l.product_count },
  {
    id: 'status',
    header: 'Status',
    sortValue: (l) => (l.active ? 0 : 1),
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

/** Every location in a sortable, paged table, narrowed by a search and a city, each with Edit, Products and Delete. */
export function AllLocations({ locations, actions }: { locations: readonly Location[] | undefined; actions: LocationActions }) {
  const [search, setSearch] = useState('');
  const [city, setCity] = useState('');
  const deferredSearch = useDeferredValue(search);
  const cities = useMemo(() => cityChoices(locations ?? []).map((name) => ({ value: name, label: name })), [locations]);
  const cityFilter = useMemo(() => inCity(city), [city]);
  const { onEdit, onProducts, onDelete } = actions;
  const tableColumns = useMemo(() => [...columns, actionsColumn({ onEdit, onProducts, onDelete })], [onEdit, onProducts, onDelete]);

  return (
    <div className="locations__panel">
      <div className="locations__filters">
        <SearchInput label="Search locations" placeholder="Name, supplier, address or postal code" value={search} onSearch={setSearch} fieldClassName="locations__search" />
        <Select label="City" placeholder="All cities" options={cities} value={city} onChange={(event) => setCity(event.target.value)} />
      </div>
      <DataTable
        rows={locations ?? []}
        columns={tableColumns}
        rowKey={(l) => l.id}
        label="Supplier locations"
        search={deferredSearch}
        searchText={locationSearchText}
        filter={cityFilter}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        loading={locations === undefined}
        empty="No supplier locations found"
      />
    </div>
  );
}
