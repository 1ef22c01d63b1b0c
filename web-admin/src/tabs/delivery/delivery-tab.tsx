import { useQuery } from '@tanstack/react-query';
import { statsQueryOptions } from '../../lib/stats';
import { PageHeader, SectionTabs, StatStrip } from '../../ui';
import { citiesQueryOptions } from '../cities/queries';
import { CalculatorPanel } from './calculator-panel';
import { ProductsPanel } from './products-panel';
import { suppliersQueryOptions } from './queries';
import { serviceAreas } from './rules';
import { ServiceAreasPanel } from './service-areas-panel';
import { SuppliersPanel } from './suppliers-panel';
import './delivery.css';

/** The Delivery Hub: who supplies, where we deliver, what we carry, and who delivers where (the calculator). */
export function DeliveryTab() {
  const suppliers = useQuery(suppliersQueryOptions());
  const cities = useQuery(citiesQueryOptions());
  const stats = useQuery(statsQueryOptions());

  const figures = [
    { label: 'Suppliers', value: suppliers.data?.length, loading: suppliers.isPending },
    { label: 'Supplier Locations', value: stats.data?.totalLocations, loading: stats.isPending },
    { label: 'Service Areas', value: cities.data && serviceAreas(cities.data).length, loading: cities.isPending },
    { label: 'Active Products', value: stats.data?.activeProducts, loading: stats.isPending },
  ];

  return (
    <>
      <PageHeader title="Delivery Hub" description="Suppliers, the cities we deliver to, the products, and who can deliver where." />
      <StatStrip label="Delivery figures" figures={figures} />
      <SectionTabs
        label="Delivery hub sections"
        sections={[
          { value: 'suppliers', label: 'Suppliers', panel: <SuppliersPanel /> },
          { value: 'areas', label: 'Service Areas', panel: <ServiceAreasPanel /> },
          { value: 'products', label: 'Products', panel: <ProductsPanel /> },
          { value: 'calculator', label: 'Delivery Calculator', panel: <CalculatorPanel /> },
        ]}
      />
    </>
  );
}
