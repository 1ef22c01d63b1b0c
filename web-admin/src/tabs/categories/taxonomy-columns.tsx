import type { TaxonomyEntry } from '@local-seo/contracts';
import { formatNumber } from '../../lib/format';
import { Button, rowActionsColumn, TrashIcon, type DataTableColumn } from '../../ui';

const nameColumn: DataTableColumn<TaxonomyEntry> = {
  id: 'name',
  header: 'Name',
  sortValue: (entry) => entry.name,
  cell: (entry) => <span className="categories__name">{entry.name}</span>,
};

const countColumn: DataTableColumn<TaxonomyEntry> = {
  id: 'products',
  header: 'Products',
  align: 'end',
  sortValue: (entry) => entry.product_count,
  cell: (entry) => formatNumber(entry.product_count),
};

/** Unit types and brand statuses: name and product count. */
export const taxonomyColumns: readonly DataTableColumn<TaxonomyEntry>[] = [nameColumn, countColumn];

/** Categories: name, product count, up to 3 recent products, and Delete. */
export function categoryColumns(onDelete: (category: TaxonomyEntry) => void): DataTableColumn<TaxonomyEntry>[] {
  return [
    nameColumn,
    countColumn,
    {
      id: 'recent',
      header: 'Recent products',
      cell: (entry) =>
        entry.recent_products.length > 0 ? (
          <ul className="categories__recent">
            {entry.recent_products.slice(0, 3).map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <span className="ui-note">No products</span>
        ),
    },
    rowActionsColumn((entry) => (
      <Button variant="ghost" size="sm" icon={<TrashIcon />} aria-label={`Delete category ${entry.name}`} onClick={() => onDelete(entry)}>
        Delete
      </Button>
    )),
  ];
}
