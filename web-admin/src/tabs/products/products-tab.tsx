import { defaultPageSize, trashRetentionDays, type AdminProduct, type ConsolidateResult } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { toastFailure, toastOutcome } from '../../lib/feedback';
import { formatNumber } from '../../lib/format';
import { changeList, serverPaging } from '../../lib/list-search';
import { useBrandName } from '../../lib/site';
import { useSearchBox } from '../../lib/use-search-box';
import { Button, ConfirmDelete, DataTable, ExportLink, LoadError, PageHeader, PlusIcon, SearchInput, Tab, TabList, TabPanel, Tabs, toast } from '../../ui';
import { taxonomyQueryOptions } from '../categories/queries';
import { ConsolidationResult } from './consolidation-result';
import { MaintenanceActions } from './maintenance-actions';
import { productColumns } from './product-columns';
import { ProductDialog, type ProductSave } from './product-dialog';
import { categoryCounts, tabLabel, type ProductsSearch } from './product-list';
import { productPageQueryOptions, staleProductOf, useCreateProduct, useDeleteProduct, useUpdateProduct } from './queries';
import './products.css';

/** The tab value of every category together (a category is never named with a leading colon). */
const allTab = ':all';
const route = getRouteApi('/products');

/**
 * The Products tab: a search in the header, a tab per category with its count, and the
 * product table. Built for 20,000 products: the catalog searches, sorts and pages
 * (docs/behaviour/services.md, "Paged lists"), the view is in the URL, the counts come
 * from the categories, and the page shown stays while the next one loads.
 */
export function ProductsTab() {
  const view = route.useSearch();
  const navigate = route.useNavigate();
  // Each change is a step of the history (back undoes it), but the search's keystrokes replace theirs.
  const go = (change: Partial<ProductsSearch>, replace = false) => void navigate({ search: (current) => changeList(current, change), replace });
  const categories = useQuery(taxonomyQueryOptions('category'));
  const counts = useMemo(() => categoryCounts(categories.data ?? []), [categories.data]);
  // A category whose last product went (deleted, moved) loses its tab: show every product then.
  const known = !view.category || !categories.data || counts.tabs.some((c) => c.category === view.category);
  const shown: ProductsSearch = known ? view : changeList(view, { category: undefined });
  const products = useQuery(productPageQueryOptions(shown));
  const tab = shown.category ?? allTab;
  const brandName = useBrandName() ?? 'Brand';
  const searchBox = useSearchBox(view.search ?? '', (search) => go({ search }, true));
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [consolidated, setConsolidated] = useState<ConsolidateResult | null>(null);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();

  // A page past the end (its last products deleted meanwhile): the last page instead.
  const pastTheEnd = products.data && products.data.items.length === 0 && products.data.total > 0 ? Math.ceil(products.data.total / products.data.pageSize) : null;
  useEffect(() => {
    if (pastTheEnd !== null && !products.isPlaceholderData) go({ page: pastTheEnd }, true);
  });

  const columns = useMemo(() => productColumns({ brandName, onEdit: setEditing, onDelete: setDeleting }), [brandName]);

  const save = async (change: ProductSave) => {
    const failure = change.kind === 'create' ? 'Failed to create product' : 'Failed to update product';
    try {
      if (change.kind === 'create') await create.mutateAsync(change.body);
      else await update.mutateAsync({ id: change.id, change: change.body, basedOn: change.basedOn });
    } catch (error) {
      // A change based on an older version is told by the form's conflict dialog, not a toast.
      if (!staleProductOf(error)) toastFailure('Error', error, failure);
      throw error;
    }
    setEditing(null);
    toast({ title: change.kind === 'create' ? 'Product created successfully' : 'Product updated successfully' });
  };

  return (
    <>
      <PageHeader
        title="Products"
        description="Every product with its pricing, ranking and integration status."
        actions={
          <>
            <SearchInput label="Search products" placeholder="Name, alias, category or size" value={searchBox.text} onSearch={searchBox.onSearch} fieldClassName="products__search" />
            <Button icon={<PlusIcon />} onClick={() => setEditing('new')}>
              Add Product
            </Button>
            <MaintenanceActions brandName={brandName} onConsolidated={setConsolidated} />
            <ExportLink list="products" />
          </>
        }
      />
      {consolidated && <ConsolidationResult result={consolidated} onDismiss={() => setConsolidated(null)} />}
      {products.isError ? (
        <LoadError what="Products" error={products.error} />
      ) : (
        <Tabs value={tab} onValueChange={(value) => go({ category: value === allTab ? undefined : value })}>
          <TabList label="Product categories" className="products__tabs">
            <Tab value={allTab}>
              All <span className="products__count">{formatNumber(counts.total)}</span>
            </Tab>
            {counts.tabs.map(({ category, count }) => (
              <Tab key={category} value={category} title={category} aria-label={`${category} ${formatNumber(count)}`}>
                {tabLabel(category)} <span className="products__count">{formatNumber(count)}</span>
              </Tab>
            ))}
          </TabList>
          <TabPanel value={tab}>
            <DataTable
              label={tab === allTab ? 'Products' : `Products in ${tab}`}
              rows={products.data?.items ?? []}
              columns={columns}
              loading={products.isPending}
              empty={shown.search ? 'No products match your search.' : 'No products yet. Add the first one.'}
              paging={serverPaging(products.data, shown, go, { pageSize: defaultPageSize })}
            />
          </TabPanel>
        </Tabs>
      )}
      {editing !== null && (
        <ProductDialog product={editing === 'new' ? undefined : editing} brandName={brandName} onClose={() => setEditing(null)} onSave={save} />
      )}
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        text={(product) => ({
          title: 'Delete product?',
          description: `"${product.product_name}" goes to the Trash with its supplier location links, and can be restored from there for ${trashRetentionDays} days.`,
        })}
        onDelete={(product) =>
          toastOutcome(remove.mutateAsync(product.id), { title: 'Product deleted successfully' }, { title: 'Error', fallback: 'Failed to delete product' })
        }
      />
    </>
  );
}
