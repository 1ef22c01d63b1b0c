import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { DataTable, EmptyState, LoadError, Select, Skeleton } from '../../ui';
import { taxonomyQueryOptions } from '../categories/queries';
import { productsQueryOptions } from '../products/queries';
import { productColumns } from './product-columns';
import { allCategories, previewProducts, productPreviewLimit } from './rules';

/** The first 10 active products, of one category or of all. */
export function ProductsPanel() {
  const products = useQuery(productsQueryOptions());
  const categories = useQuery(taxonomyQueryOptions('category'));
  const [category, setCategory] = useState(allCategories);
  const preview = useMemo(() => previewProducts(products.data ?? [], category), [products.data, category]);
  const categoryOptions = useMemo(() => (categories.data ?? []).map(({ name }) => ({ value: name, label: name })), [categories.data]);

  return (
    <div className="ui-stack">
      <Select label="Category" placeholder="All categories" options={categoryOptions} value={category} onValue={setCategory} fieldClassName="delivery__category" />
      {products.isPending ? (
        <Skeleton height="12rem" />
      ) : products.isError ? (
        <LoadError what="Products" error={products.error} />
      ) : preview.total === 0 ? (
        <EmptyState title="No active products in this category" />
      ) : (
        <>
          <p className="ui-note" aria-live="polite">
            {preview.total > productPreviewLimit
              ? `The first ${productPreviewLimit} of ${formatNumber(preview.total)} products`
              : `${formatNumber(preview.total)} ${preview.total === 1 ? 'product' : 'products'}`}
          </p>
          <DataTable
            rows={preview.shown}
            columns={productColumns}
            label={`Products${category ? ` in ${category}` : ''}`}
            pageSizes={[productPreviewLimit]}
          />
        </>
      )}
    </div>
  );
}
