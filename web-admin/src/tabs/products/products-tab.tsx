import type { AdminProduct, ConsolidateResult } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { toastFailure } from '../../lib/feedback';
import { formatNumber } from '../../lib/format';
import { useBrandName } from '../../lib/site';
import { Alert, Button, ConfirmDialog, DataTable, ExportLink, PageHeader, PlusIcon, SearchInput, Tab, TabList, TabPanel, Tabs, toast } from '../../ui';
import { ConsolidationResult } from './consolidation-result';
import { MaintenanceActions } from './maintenance-actions';
import { productColumns } from './product-columns';
import { ProductDialog, type ProductSave } from './product-dialog';
import { categoryCounts, productSearchText, tabLabel } from './product-list';
import { productsQueryOptions, staleProductOf, useCreateProduct, useDeleteProduct, useUpdateProduct } from './queries';
import './products.css';

/** The tab value of every category together (a category is never named with a leading colon). */
const allTab = ':all';

/**
 * The Products tab: a search in the header, a tab per category with its count, and the
 * product table. Built for 20,000 products: the search is deferred (typing never waits
 * for the table), counts are computed once per list, and only the visible page renders.
 */
export function ProductsTab() {
  const products = useQuery(productsQueryOptions());
  const brandName = useBrandName() ?? 'Brand';
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [chosenTab, setTab] = useState(allTab);
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [consolidated, setConsolidated] = useState<ConsolidateResult | null>(null);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();

  const rows = products.data ?? [];
  const counts = useMemo(() => categoryCounts(products.data ?? []), [products.data]);
  const columns = useMemo(() => productColumns({ brandName, onEdit: setEditing, onDelete: setDeleting }), [brandName]);
  // A category whose last product went (deleted, moved) loses its tab: show every product then.
  const tab = chosenTab === allTab || counts.some((c) => c.category === chosenTab) ? chosenTab : allTab;
  const inCategory = useCallback((product: AdminProduct) => product.category === tab, [tab]);

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

  const deleteProduct = async (product: AdminProduct) => {
    try {
      await remove.mutateAsync(product.id);
    } catch (error) {
      toastFailure('Error', error, 'Failed to delete product');
      throw error;
    }
    toast({ title: 'Product deleted successfully' });
  };

  return (
    <>
      <PageHeader
        title="Products"
        description="Every product with its pricing, ranking and integration status."
        actions={
          <>
            <SearchInput label="Search products" placeholder="Name, alias, category or size" value={search} onSearch={setSearch} fieldClassName="products__search" />
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
        <Alert variant="destructive" title="Products could not be loaded">
          {products.error.message}
        </Alert>
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabList label="Product categories" className="products__tabs">
            <Tab value={allTab}>
              All <span className="products__count">{formatNumber(rows.length)}</span>
            </Tab>
            {counts.map(({ category, count }) => (
              <Tab key={category} value={category} title={category} aria-label={`${category} ${formatNumber(count)}`}>
                {tabLabel(category)} <span className="products__count">{formatNumber(count)}</span>
              </Tab>
            ))}
          </TabList>
          <TabPanel value={tab}>
            <DataTable
              label={tab === allTab ? 'Products' : `Products in ${tab}`}
              rows={rows}
              columns={columns}
              rowKey={(product) => product.id}
              search={deferredSearch}
              searchText={productSearchText}
              filter={tab === allTab ? undefined : inCategory}
              loading={products.isPending}
              empty={search ? 'No products match your search.' : 'No products yet. Add the first one.'}
            />
          </TabPanel>
        </Tabs>
      )}
      {editing !== null && (
        <ProductDialog product={editing === 'new' ? undefined : editing} brandName={brandName} onClose={() => setEditing(null)} onSave={save} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete product?"
        description={deleting ? `"${deleting.product_name}" will be deleted, with its supplier location links. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={() => (deleting ? deleteProduct(deleting) : undefined)}
      />
    </>
  );
}
