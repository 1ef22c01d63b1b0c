import { createFileRoute } from '@tanstack/react-router';
import { productsSearchSchema } from '../tabs/products/product-list';
import { productPageQueryOptions } from '../tabs/products/queries';
import { ProductsTab } from '../tabs/products/products-tab';

export const Route = createFileRoute('/products')({
  // The view lives in the URL (search, category, sort, page): a reload or a shared link shows the same one.
  validateSearch: (search: Record<string, unknown>) => productsSearchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  // Starts the page's request on hover of the tab link; the tab renders at once either way.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(productPageQueryOptions(deps));
  },
  component: ProductsTab,
});
