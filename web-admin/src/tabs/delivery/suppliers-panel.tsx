import type { SupplierView } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { DataTable, type DataTableColumn, LoadError, SearchInput } from '../../ui';
import { suppliersQueryOptions } from './queries';
import { supplierSearchText } from './rules';

const columns: readonly DataTableColumn<SupplierView>[] = [
  { id: 'name', header: 'Supplier', sortValue: (s) => s.supplier_name, cell: (s) => <span className="delivery__strong">{s.supplier_name}</span> },
  { id: 'address', header: 'Address', sortValue: (s) => s.address, cell: (s) => s.address ?? '' },
  { id: 'phone', header: 'Phone', cell: (s) => s.phone_number ?? '' },
  { id: 'hours', header: 'Hours', cell: (s) => s.hours_of_operation ?? '' },
  { id: 'locations', header: 'Locations', align: 'end', sortValue: (s) => s.location_count, cell: (s) => s.location_count },
];

/** Every supplier, searched by name or address. */
export function SuppliersPanel() {
  const suppliers = useQuery(suppliersQueryOptions());
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  if (suppliers.isError) return <LoadError what="Suppliers" error={suppliers.error} />;
  return (
    <div className="ui-stack">
      <SearchInput label="Search suppliers" placeholder="Name or address" value={search} onSearch={setSearch} fieldClassName="delivery__search" />
      <DataTable
        rows={suppliers.data ?? []}
        columns={columns}
        label="Suppliers"
        search={deferredSearch}
        searchText={supplierSearchText}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        loading={suppliers.isPending}
        empty="No suppliers found"
      />
    </div>
  );
}
