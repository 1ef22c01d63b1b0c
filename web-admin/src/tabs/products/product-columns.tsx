import type { AdminProduct } from '@local-seo/contracts';
import { formatPrice } from '../../lib/format';
import { Badge, Button, EditIcon, rowActionsColumn, TrashIcon, type DataTableColumn } from '../../ui';

/** A price in Canadian dollars, a dash when there is none. */
const price = (amount: string | null) => formatPrice(amount, '—');

interface ProductColumnActions {
  brandName: string;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

/** The product table: product, specs, pricing, from-price, ranking, brand integration, Edit and Delete; the catalog sorts by each column's sortKey. */
export function productColumns({ brandName, onEdit, onDelete }: ProductColumnActions): DataTableColumn<AdminProduct>[] {
  return [
    {
      id: 'product',
      header: 'Product',
      sortKey: 'name',
      cell: (product) => (
        <div className="products__name">
          <span className="products__title">{product.product_name}</span>
          {product.brand_product_name && <span className="products__muted">{brandName}: {product.brand_product_name}</span>}
          <span className="products__muted">{product.category}</span>
          {!product.active && <Badge variant="muted">Inactive</Badge>}
        </div>
      ),
    },
    {
      id: 'specs',
      header: 'Specs',
      sortKey: 'unit_type',
      cell: (product) => (
        <div className="products__stack">
          <span>{product.unit_type}</span>
          {product.size_attributes && <span className="products__muted">{product.size_attributes}</span>}
          {product.seasonal_availability && <span className="products__muted">{product.seasonal_availability}</span>}
        </div>
      ),
    },
    {
      id: 'pricing',
      header: 'Pricing (CAD)',
      sortKey: 'price',
      cell: (product) => (
        <dl className="products__prices">
          <dt>Customer</dt>
          <dd>{price(product.customer_pricing)}</dd>
          <dt>Contractor</dt>
          <dd>{price(product.contractor_pricing)}</dd>
          <dt>FOB</dt>
          <dd>{price(product.fob_price)}</dd>
        </dl>
      ),
    },
    {
      id: 'from-price',
      header: 'From price',
      align: 'end',
      sortKey: 'from_price',
      cell: (product) => price(product.from_price),
    },
    {
      id: 'ranking',
      header: 'Ranking',
      sortKey: 'ranking',
      cell: (product) => (
        <div className="products__stack">
          {product.ranking > 0 ? <span>{product.ranking} / 100</span> : <span className="products__muted">Not ranked</span>}
          <span className="products__muted">Priority {product.priority}</span>
        </div>
      ),
    },
    {
      id: 'integration',
      header: `${brandName} integration`,
      sortKey: 'brand_status',
      cell: (product) => (
        <div className="products__stack">
          {product.brand_status ? <Badge variant={product.brand_status === 'Available' ? 'success' : 'default'}>{product.brand_status}</Badge> : <span className="products__muted">No status</span>}
          {product.on_brand_site && <Badge variant="outline">On {brandName} site</Badge>}
        </div>
      ),
    },
    rowActionsColumn((product) => (
      <>
        <Button variant="outline" size="sm" icon={<EditIcon />} aria-label={`Edit ${product.product_name}`} onClick={() => onEdit(product)}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" icon={<TrashIcon />} aria-label={`Delete ${product.product_name}`} onClick={() => onDelete(product)}>
          Delete
        </Button>
      </>
    )),
  ];
}
