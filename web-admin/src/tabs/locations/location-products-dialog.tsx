import type { SupplierLocationView } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { toastFailure } from '../../lib/feedback';
import { Button, Dialog, EmptyState, FormActions, LoadError, SearchInput, Skeleton, toast } from '../../ui';
import { productsQueryOptions } from '../products/queries';
import { supplierLocationQueryOptions, useReplaceLocationProducts } from './queries';
import { productMatches, type LinkedProduct } from './product-links';

interface LocationProductsDialogProps {
  /** The location whose products are edited; null: closed. */
  location: SupplierLocationView | null;
  onClose: () => void;
}

/** The products a location carries: remove some, find and add others, then save the whole list. */
export function LocationProductsDialog({ location, onClose }: LocationProductsDialogProps) {
  return (
    <Dialog
      open={location !== null}
      onOpenChange={(open) => !open && onClose()}
      size="2xl"
      title={location ? `Products at ${location.location_name}` : 'Products'}
      description="The products this location carries: the city pages and the delivery calculator offer them where it delivers."
    >
      {location && <ProductLinks location={location} onDone={onClose} />}
    </Dialog>
  );
}

function ProductLinks({ location, onDone }: { location: SupplierLocationView; onDone: () => void }) {
  const detail = useQuery(supplierLocationQueryOptions(location.id));
  if (detail.isError) {
    return (
      <LoadError what="The location's products" error={detail.error} />
    );
  }
  if (!detail.data) {
    return (
      <div role="status">
        <span className="visually-hidden">Loading the location's products...</span>
        <Skeleton height="12rem" />
      </div>
    );
  }
  return <ProductLinksForm locationId={location.id} initial={detail.data.products} onDone={onDone} />;
}

function ProductLinksForm({ locationId, initial, onDone }: { locationId: number; initial: readonly LinkedProduct[]; onDone: () => void }) {
  const products = useQuery(productsQueryOptions());
  const replace = useReplaceLocationProducts();
  const [linked, setLinked] = useState<LinkedProduct[]>(() => [...initial].sort((a, b) => a.product_name.localeCompare(b.product_name)));
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const linkedIds = useMemo(() => new Set(linked.map((product) => product.id)), [linked]);
  const matches = useMemo(() => productMatches(products.data ?? [], deferredSearch, linkedIds), [products.data, deferredSearch, linkedIds]);

  const save = async () => {
    try {
      const result = await replace.mutateAsync({ id: locationId, productIds: linked.map((product) => product.id) });
      toast({ title: 'Location products saved', description: `${result.added} added, ${result.removed} removed.` });
      onDone();
    } catch (error) {
      toastFailure('Failed to save location products', error);
    }
  };

  return (
    <div className="ui-stack">
      <section aria-labelledby="locations-products-carried">
        <h3 id="locations-products-carried" className="locations-products__title">
          Carried ({linked.length})
        </h3>
        {linked.length === 0 ? (
          <EmptyState title="No products yet" description="Find products below and add them." />
        ) : (
          <ul className="ui-list locations-products__list" aria-label="Carried products">
            {linked.map((product) => (
              <li key={product.id}>
                <span>{product.product_name}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={replace.isPending}
                  aria-label={`Remove ${product.product_name}`}
                  onClick={() => setLinked((current) => current.filter((p) => p.id !== product.id))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="locations-products-add">
        <h3 id="locations-products-add" className="locations-products__title">
          Add products
        </h3>
        <SearchInput label="Find products" placeholder="Product name or category" value={search} onSearch={setSearch} />
        {products.isError && (
          <LoadError what="The products" error={products.error} />
        )}
        {deferredSearch.trim() !== '' && (
          <ul className="ui-list locations-products__list" aria-label="Matching products">
            {matches.length === 0 && <li>No product matches "{deferredSearch.trim()}"</li>}
            {matches.map((product) => (
              <li key={product.id}>
                <span>
                  {product.product_name} <span className="locations-products__category">{product.category}</span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={replace.isPending}
                  aria-label={`Add ${product.product_name}`}
                  onClick={() =>
                    setLinked((current) =>
                      [...current, { id: product.id, product_name: product.product_name }].sort((a, b) => a.product_name.localeCompare(b.product_name)),
                    )
                  }
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <FormActions submitLabel="Save Products" busyLabel="Saving..." busy={replace.isPending} onCancel={onDone} onSubmit={() => void save()} />
    </div>
  );
}
