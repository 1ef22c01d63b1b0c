import type { TaxonomyEntry, TaxonomyKind } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toastOutcome } from '../../lib/feedback';
import { useBrandName } from '../../lib/site';
import { Card, ConfirmDelete, type DataTableColumn, PageHeader, QueryTable } from '../../ui';
import { taxonomyQueryOptions, useDeleteCategory } from './queries';
import { categoryColumns, taxonomyColumns } from './taxonomy-columns';
import { TaxonomyCreateForm } from './taxonomy-create-form';
import './categories.css';

/** The Categories tab: categories (with counts and recent products), unit types and brand statuses. */
export function CategoriesTab() {
  const brandName = useBrandName() ?? 'Brand';
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<TaxonomyEntry | null>(null);
  const columns = useMemo(() => categoryColumns(setDeleting), []);

  return (
    <>
      <PageHeader title="Categories" description={`Product categories, unit types and ${brandName} statuses.`} />
      <div className="ui-columns">
        <TaxonomyCard kind="category" brandName={brandName} title="Categories" empty="No categories yet." columns={columns} className="categories__main" />
        <TaxonomyCard kind="unit_type" brandName={brandName} title="Unit types" empty="No unit types yet." columns={taxonomyColumns} />
        <TaxonomyCard kind="brand_status" brandName={brandName} title={`${brandName} statuses`} empty={`No ${brandName} statuses yet.`} columns={taxonomyColumns} />
      </div>
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        text={(category) => ({
          title: 'Delete category?',
          description: `"${category.name}" will be deleted. A category that still has products cannot be deleted: move or delete them first.`,
        })}
        onDelete={(category) =>
          toastOutcome(
            remove.mutateAsync(category.id),
            { title: 'Category deleted', description: `"${category.name}" was deleted.` },
            { title: 'Failed to delete category', fallback: 'Please try again.' },
          )
        }
      />
    </>
  );
}

interface TaxonomyCardProps {
  kind: TaxonomyKind;
  brandName: string;
  title: string;
  empty: string;
  columns: readonly DataTableColumn<TaxonomyEntry>[];
  className?: string;
}

/** One kind: its create form and its table. */
function TaxonomyCard({ kind, brandName, title, empty, columns, className }: TaxonomyCardProps) {
  const entries = useQuery(taxonomyQueryOptions(kind));
  return (
    <Card title={title} className={className}>
      <TaxonomyCreateForm kind={kind} brandName={brandName} />
      <QueryTable
        query={entries}
        what={title}
        label={title}
        columns={columns}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        initialPageSize={kind === 'category' ? 25 : 10}
        empty={empty}
      />
    </Card>
  );
}
