import { useQuery } from '@tanstack/react-query';
import { statsQueryOptions } from '../../lib/stats';
import { PageHeader, StatStrip, Tab, TabList, TabPanel, Tabs } from '../../ui';
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
      <Tabs defaultValue="suppliers">
        <TabList label="Delivery hub sections">
          <Tab value="suppliers">Suppliers</Tab>
          <Tab value="areas">Service Areas</Tab>
          <Tab value="products">Products</Tab>
          <Tab value="calculator">Delivery Calculator</Tab>
        </TabList>
        <TabPanel value="suppliers">
          <SuppliersPanel />
        </TabPanel>
        <TabPanel value="areas">
          <ServiceAreasPanel />
        </TabPanel>
        <TabPanel value="products">
          <ProductsPanel />
        </TabPanel>
        <TabPanel value="calculator">
          <CalculatorPanel />
        </TabPanel>
      </Tabs>
    </>
  );
}
