import { createFileRoute } from '@tanstack/react-router';
import { productsQueryOptions } from '../tabs/products/queries';
import { ProductsTab } from '../tabs/products/products-tab';

export const Route = createFileRoute('/products')({
  // Starts the (large) product list on hover of the tab link; the tab renders at once either way.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productsQueryOptions());
  },
  component: ProductsTab,
});
