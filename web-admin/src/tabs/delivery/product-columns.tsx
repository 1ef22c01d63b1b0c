import type { PublicProduct } from '@local-seo/contracts';
import { formatPrice } from '../../lib/format';
import { Badge, type DataTableColumn } from '../../ui';

/** What the Products tab and the calculator show of a product (an admin product or a delivery answer's). */
type ListedProduct = Pick<PublicProduct, 'id' | 'product_name' | 'category' | 'unit_type' | 'show_on_all_cities'> & {
  from_price: string | null;
};

export const productColumns: readonly DataTableColumn<ListedProduct>[] = [
  {
    id: 'name',
    header: 'Product',
    sortValue: (p) => p.product_name,
    cell: (p) => (
      <>
        <span className="delivery__strong">{p.product_name}</span>
        {p.show_on_all_cities && (
          <>
            {' '}
            <Badge variant="muted">All cities</Badge>
          </>
        )}
      </>
    ),
  },
  { id: 'category', header: 'Category', sortValue: (p) => p.category, cell: (p) => p.category },
  { id: 'unit', header: 'Unit', sortValue: (p) => p.unit_type, cell: (p) => p.unit_type },
  {
    id: 'from',
    header: 'From',
    align: 'end',
    sortValue: (p) => (p.from_price === null ? null : Number(p.from_price)),
    cell: (p) => formatPrice(p.from_price),
  },
];
