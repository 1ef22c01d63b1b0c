import { trashRetentionDays, type SupplierLocationView } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toastFailure } from '../../lib/feedback';
import { formatDecimal } from '../../lib/format';
import { Button, ConfirmDialog, ExportLink, LoadError, PageHeader, PlusIcon, SectionTabs, StatStrip, toast } from '../../ui';
import { ImportDialog } from '../import/ImportDialog';
import { AllLocations, type LocationActions } from './all-locations';
import { LocationAnalytics } from './location-analytics';
import { LocationDialog, type LocationSave } from './location-dialog';
import { LocationProductsDialog } from './location-products-dialog';
import { staleLocationOf, supplierLocationsQueryOptions, useCreateLocation, useDeleteLocation, useUpdateLocation } from './queries';
import { locationStats } from './rules';
import './locations.css';

const importTypes = ['supplier-locations'] as const;

type Editing = { mode: 'create' } | { mode: 'edit'; location: SupplierLocationView } | null;

/** The Supplier Locations tab: four figures, the searchable list and the analytics of every yard and pit; add, edit, delete and their products. */
export function LocationsTab() {
  const locations = useQuery(supplierLocationsQueryOptions());
  const rows = locations.data;
  const stats = useMemo(() => (rows ? locationStats(rows) : undefined), [rows]);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [productsOf, setProductsOf] = useState<SupplierLocationView | null>(null);
  const [deleting, setDeleting] = useState<SupplierLocationView | null>(null);
  const createLocation = useCreateLocation();
  const updateLocation = useUpdateLocation();
  const deleteLocation = useDeleteLocation();

  const actions = useMemo<LocationActions>(
    () => ({
      onEdit: (location) => setEditing({ mode: 'edit', location }),
      onProducts: setProductsOf,
      onDelete: setDeleting,
    }),
    [],
  );

  const save = async (change: LocationSave) => {
    try {
      if (change.kind === 'update') {
        const saved = await updateLocation.mutateAsync({ id: change.id, change: change.body, basedOn: change.basedOn });
        toast({ title: 'Location updated', description: saved.location_name });
      } else {
        await createLocation.mutateAsync(change.body);
        toast({ title: 'Location created', description: change.body.location_name });
      }
      setEditing(null);
    } catch (error) {
      // A change based on an older version is told by the form's conflict dialog, not a toast.
      if (!staleLocationOf(error)) toastFailure('Error', error, change.kind === 'update' ? 'Failed to update location' : 'Failed to create location');
      throw error;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteLocation.mutateAsync(deleting.id);
      toast({ title: 'Location deleted', description: deleting.location_name });
    } catch (error) {
      toastFailure('Error', error, 'Failed to delete location');
      throw error;
    }
  };

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
          <>
            <Button icon={<PlusIcon />} onClick={() => setEditing({ mode: 'create' })}>
              Add Location
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              Import Locations CSV
            </Button>
            <ExportLink list="supplier-locations" />
          </>
        }
      />
      <ImportDialog open={importing} onOpenChange={setImporting} types={importTypes} title="Import Locations CSV" />
      <StatStrip label="Supplier location figures" figures={figures} />
      {locations.isError ? (
        <LoadError what="Supplier locations" error={locations.error} />
      ) : (
        <SectionTabs
          label="Supplier location views"
          sections={[
            { value: 'all', label: 'All Locations', panel: <AllLocations locations={rows} actions={actions} /> },
            { value: 'analytics', label: 'Analytics', panel: <LocationAnalytics locations={rows} /> },
          ]}
        />
      )}
      <LocationDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        record={editing?.mode === 'edit' ? editing.location : undefined}
        onSave={save}
      />
      <LocationProductsDialog location={productsOf} onClose={() => setProductsOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete location?"
        description={deleting ? `${deleting.location_name} goes to the Trash with its product links, and can be restored from there for ${trashRetentionDays} days.` : undefined}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
