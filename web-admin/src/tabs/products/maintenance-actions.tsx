import type { ConsolidateResult } from '@local-seo/contracts';
import { useState } from 'react';
import { toastFailure } from '../../lib/feedback';
import { Button, ConfirmDialog, toast } from '../../ui';
import { useCleanProductNames, useConsolidateProducts } from './queries';

/** 'Clean product names' and 'Consolidate products', each asked for first. */
export function MaintenanceActions({ brandName, onConsolidated }: { brandName: string; onConsolidated: (result: ConsolidateResult) => void }) {
  const clean = useCleanProductNames();
  const consolidate = useConsolidateProducts();
  const [asking, setAsking] = useState<'clean' | 'consolidate' | null>(null);
  const close = (open: boolean) => !open && setAsking(null);

  const cleanNames = async () => {
    try {
      const result = await clean.mutateAsync();
      toast({
        title: 'Product names cleaned',
        description: `Product names updated: ${result.productNamesUpdated}. ${brandName} product names updated: ${result.brandNamesUpdated}.`,
      });
    } catch (error) {
      toastFailure('Failed to clean product names', error, 'Please try again.');
      throw error;
    }
  };

  const consolidateProducts = async () => {
    try {
      const result = await consolidate.mutateAsync();
      toast({ title: 'Products consolidated', description: result.message });
      onConsolidated(result);
    } catch (error) {
      toastFailure('Failed to consolidate products', error, 'Please try again.');
      throw error;
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setAsking('clean')}>
        Clean product names
      </Button>
      <Button variant="outline" onClick={() => setAsking('consolidate')}>
        Consolidate products
      </Button>
      <ConfirmDialog
        open={asking === 'clean'}
        onOpenChange={close}
        title="Clean product names?"
        description={`Trims spaces, collapses repeated spaces and removes stray quotes in every product name and ${brandName} product name.`}
        confirmLabel="Clean names"
        busyLabel="Cleaning..."
        onConfirm={cleanNames}
      />
      <ConfirmDialog
        open={asking === 'consolidate'}
        onOpenChange={close}
        title="Consolidate products?"
        description="Products with the same name in the same category are merged into one: the most complete record stays, takes over the others' supplier locations and missing details, and the duplicates are deleted. This cannot be undone."
        confirmLabel="Consolidate"
        busyLabel="Consolidating..."
        destructive
        onConfirm={consolidateProducts}
      />
    </>
  );
}
