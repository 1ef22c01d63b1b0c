import type { AdminCity } from '@local-seo/contracts';
import { Badge, Button, buttonClassName, CellNote, CellTitle, EditIcon, ExternalLinkIcon, linesColumn, rowActionsColumn, TrashIcon, type DataTableColumn } from '../../ui';

/** The city table: name with province and country, slug, page status, Edit, Delete (to the Trash) and View Page; the service sorts by each column's sortKey. */
export function cityColumns(onEdit: (city: AdminCity) => void, onDelete: (city: AdminCity) => void): DataTableColumn<AdminCity>[] {
  return [
    linesColumn({ id: 'city', header: 'City', sortKey: 'name' }, (city) => (
      <>
        <CellTitle>{city.city_name}</CellTitle>
        <CellNote>
          {city.province}, {city.country}
        </CellNote>
      </>
    )),
    { id: 'slug', header: 'Slug', sortKey: 'slug', cell: (city) => <code className="cities__slug">{city.url_slug}</code> },
    {
      id: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (city) => <Badge variant={city.page_active ? 'success' : 'muted'}>{city.page_active ? 'Active' : 'Inactive'}</Badge>,
    },
    rowActionsColumn((city) => (
      <>
        <Button variant="outline" size="sm" icon={<EditIcon />} aria-label={`Edit ${city.city_name}`} onClick={() => onEdit(city)}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" icon={<TrashIcon />} changesData aria-label={`Delete ${city.city_name}`} onClick={() => onDelete(city)}>
          Delete
        </Button>
        <a
          className={buttonClassName('ghost', 'sm')}
          href={`/${city.url_slug}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View Page of ${city.city_name} (opens in a new tab)`}
        >
          <ExternalLinkIcon />
          View Page
        </a>
      </>
    )),
  ];
}
