import type { AdminProduct } from '@local-seo/contracts';
import { formatPrice } from '../../lib/format';
import { Badge, Button, CellNote, CellTitle, EditIcon, linesColumn, rowActionsColumn, TrashIcon, type DataTableColumn } from '../../ui';

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
    linesColumn({ id: 'product', header: 'Product', sortKey: 'name' }, (product) => (
      <>
        {/* products__title: the browser tests find a row's product by it. */}
        <CellTitle className="products__title">{product.product_name}</CellTitle>
        {product.brand_product_name && <CellNote>{brandName}: {product.brand_product_name}</CellNote>}
        <CellNote>{product.category}</CellNote>
        {!product.active && <Badge variant="muted">Inactive</Badge>}
      </>
    )),
    linesColumn({ id: 'specs', header: 'Specs', sortKey: 'unit_type' }, (product) => (
      <>
        <span>{product.unit_type}</span>
        {product.size_attributes && <CellNote>{product.size_attributes}</CellNote>}
        {product.seasonal_availability && <CellNote>{product.seasonal_availability}</CellNote>}
      </>
    )),
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
    linesColumn({ id: 'ranking', header: 'Ranking', sortKey: 'ranking' }, (product) => (
      <>
        {product.ranking > 0 ? <span>{product.ranking} / 100</span> : <CellNote>Not ranked</CellNote>}
        <CellNote>Priority {product.priority}</CellNote>
      </>
    )),
    linesColumn({ id: 'integration', header: `${brandName} integration`, sortKey: 'brand_status' }, (product) => (
      <>
        {product.brand_status ? <Badge variant={product.brand_status === 'Available' ? 'success' : 'default'}>{product.brand_status}</Badge> : <CellNote>No status</CellNote>}
        {product.on_brand_site && <Badge variant="outline">On {brandName} site</Badge>}
      </>
    )),
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
