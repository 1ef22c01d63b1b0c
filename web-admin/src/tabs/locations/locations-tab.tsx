import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatDecimal } from '../../lib/format';
import { Alert, Button, PageHeader, StatStrip, Tab, TabList, TabPanel, Tabs } from '../../ui';
import { ImportDialog } from '../import/ImportDialog';
import { AllLocations } from './all-locations';
import { LocationAnalytics } from './location-analytics';
import { supplierLocationsQueryOptions } from './queries';
import { locationStats } from './rules';
import './locations.css';

const importTypes = ['supplier-locations'] as const;

/** The Supplier Locations tab: four figures, the searchable list and the analytics of every yard and pit. */
export function LocationsTab() {
  const locations = useQuery(supplierLocationsQueryOptions());
  const rows = locations.data;
  const stats = useMemo(() => (rows ? locationStats(rows) : undefined), [rows]);
  const [importing, setImporting] = useState(false);

  const loading = locations.isPending;
  const figures = [
    { label: 'Total Locations', value: stats?.total, loading },
    { label: 'Active Locations', value: stats?.active, loading },
    { label: 'Cities Covered', value: stats?.cities, loading },
    { label: 'Avg Delivery Radius', value: stats && `${formatDecimal(stats.avgDeliveryRadius)} km`, loading },
  ];

  return (
    <>
      <PageHeader
        title="Supplier Locations"
        description="The yards and pits that deliver, with their contacts and delivery radius."
        actions={
          <Button variant="outline" onClick={() => setImporting(true)}>
            Import Locations CSV
          </Button>
        }
      />
      <ImportDialog open={importing} onOpenChange={setImporting} types={importTypes} title="Import Locations CSV" />
      <StatStrip label="Supplier location figures" figures={figures} />
      {locations.isError ? (
        <Alert variant="destructive" title="Supplier locations could not be loaded">
          {locations.error.message}
        </Alert>
      ) : (
        <Tabs defaultValue="all">
          <TabList label="Supplier location views">
            <Tab value="all">All Locations</Tab>
            <Tab value="analytics">Analytics</Tab>
          </TabList>
          <TabPanel value="all">
            <AllLocations locations={rows} />
          </TabPanel>
          <TabPanel value="analytics">
            <LocationAnalytics locations={rows} />
          </TabPanel>
        </Tabs>
      )}
    </>
  );
}
