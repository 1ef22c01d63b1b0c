import type { DeliveryAnswer } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatDecimal, formatNumber } from '../../lib/format';
import { Alert, Card, DataTable, Skeleton, type DataTableColumn } from '../../ui';
import { productColumns } from './product-columns';
import { deliveryQueryOptions } from './queries';
import type { DeliveryQuery } from './rules';

type DeliveringLocation = DeliveryAnswer['locations'][number];

const locationColumns: readonly DataTableColumn<DeliveringLocation>[] = [
  { id: 'name', header: 'Location', sortValue: (l) => l.location_name, cell: (l) => <span className="delivery__strong">{l.location_name}</span> },
  { id: 'supplier', header: 'Supplier', sortValue: (l) => l.supplier_name, cell: (l) => l.supplier_name ?? '' },
  { id: 'city', header: 'City', sortValue: (l) => l.city, cell: (l) => l.city ?? '' },
  { id: 'distance', header: 'Distance', align: 'end', sortValue: (l) => l.distance_km, cell: (l) => `${formatDecimal(l.distance_km)} km` },
  { id: 'radius', header: 'Delivery radius', align: 'end', sortValue: (l) => Number(l.delivery_radius), cell: (l) => `${formatDecimal(l.delivery_radius)} km` },
  { id: 'products', header: 'Products', align: 'end', sortValue: (l) => l.product_count, cell: (l) => l.product_count },
];

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** The calculator's answer: the locations that deliver to the origin, nearest first, and what can be delivered. */
export function DeliveryAnswerView({ query }: { query: DeliveryQuery }) {
  const answer = useQuery(deliveryQueryOptions(query));
  if (answer.isPending) return <Skeleton height="10rem" />;
  if (answer.isError) return <Alert variant="destructive" title="The delivery could not be calculated">{answer.error.message}</Alert>;

  const { origin, locations, products } = answer.data;
  const place = origin.city_name ?? `${origin.latitude}, ${origin.longitude}`;
  return (
    <section className="ui-stack" aria-label="Delivery calculation" aria-busy={answer.isFetching || undefined}>
      <Alert variant={locations.length > 0 ? 'success' : 'warning'} title={`Delivery to ${place}`}>
        {locations.length > 0
          ? `${plural(locations.length, 'supplier location delivers', 'supplier locations deliver')} here; ${plural(products.length, 'product is', 'products are')} available.`
          : `No supplier location delivers here. ${plural(products.length, 'product ships', 'products ship')} to every city.`}
      </Alert>
      <Card title="Supplier locations that deliver" description="Nearest first: the distance against each location's delivery radius." headingLevel={3}>
        <DataTable
          rows={locations}
          columns={locationColumns}
          label={`Supplier locations that deliver to ${place}`}
          initialSort={{ columnId: 'distance', direction: 'ascending' }}
          initialPageSize={10}
          empty="No supplier location delivers here"
        />
      </Card>
      <Card title="Products available" headingLevel={3}>
        <DataTable
          rows={products}
          columns={productColumns}
          label={`Products available in ${place}`}
          initialPageSize={10}
          empty="No products available here"
        />
      </Card>
    </section>
  );
}
