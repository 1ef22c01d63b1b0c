import type { RawSupplier } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, DataTable, type DataTableColumn, LoadError, SearchInput } from '../../ui';
import { rawSuppliersQueryOptions } from './queries';
import { isImportedToV2 } from './suppliers';

const columns: readonly DataTableColumn<RawSupplier>[] = [
  { id: 'name', header: 'Supplier', sortValue: (s) => s.supplier_name, cell: (s) => <strong>{s.supplier_name}</strong> },
  { id: 'address', header: 'Address', sortValue: (s) => s.address, cell: (s) => s.address ?? '—' },
  { id: 'phone', header: 'Phone', cell: (s) => s.phone_number ?? '—' },
  {
    id: 'imported',
    header: 'Added to V2',
    sortValue: (s) => isImportedToV2(s),
    cell: (s) => (isImportedToV2(s) ? <Badge variant="success">Imported</Badge> : <Badge variant="muted">Not imported</Badge>),
  },
];

const searchText = (s: RawSupplier) => `${s.supplier_name} ${s.address ?? ''} ${s.phone_number ?? ''}`;

/** The raw suppliers of the supplier upload (GET /api/suppliers/raw). */
export function RawSuppliers() {
  const suppliers = useQuery(rawSuppliersQueryOptions());
  const [search, setSearch] = useState('');
  if (suppliers.isError) {
    return (
      <LoadError what="Raw suppliers" error={suppliers.error} />
    );
  }
  return (
    <>
      <SearchInput label="Search suppliers" placeholder="Name, address or phone" value={search} onSearch={setSearch} fieldClassName="import-suppliers__search" />
      <DataTable
      label="Raw suppliers"
      rows={suppliers.data ?? []}
      columns={columns}
      search={search}
      searchText={searchText}
      initialSort={{ columnId: 'name', direction: 'ascending' }}
      initialPageSize={10}
      loading={suppliers.isPending}
        empty={search ? 'No suppliers match.' : 'No suppliers uploaded yet.'}
      />
    </>
  );
}
