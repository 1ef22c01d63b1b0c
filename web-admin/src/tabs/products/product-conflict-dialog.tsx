import type { AdminProduct } from '@local-seo/contracts';
import { useState } from 'react';
import { Button, Dialog } from '../../ui';
import { differingFields, productFieldLabels, whoChanged } from './product-conflict';
import './product-conflict.css';
import type { ProductFormValues } from './product-form';

interface ProductConflictDialogProps {
  /** The product as it is now, from the 412 of the refused save. */
  theirs: AdminProduct;
  /** What the form holds. */
  yours: ProductFormValues;
  /** The form shows their version; the edits are dropped. */
  onReload: () => void;
  /** Sends the form's changes again, based on their version (may be refused again). */
  onApplyOnTop: () => Promise<unknown>;
}

/**
 * Another member of staff (or an import) changed the product after this form loaded it:
 * who and when, the fields that differ, and the two ways on
 * (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other). It must be
 * answered: no Escape, no close button.
 */
export function ProductConflictDialog({ theirs, yours, onReload, onApplyOnTop }: ProductConflictDialogProps) {
  const [busy, setBusy] = useState(false);
  const differences = differingFields(theirs, yours);
  const apply = async () => {
    setBusy(true);
    try {
      await onApplyOnTop();
    } catch {
      // A refusal is shown by the form (this dialog again, or the fields' messages).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      dismissible={false}
      size="xl"
      title="This product was changed"
      description={whoChanged(theirs)}
      footer={
        <>
          <Button variant="outline" onClick={onReload} disabled={busy} data-autofocus>
            Reload their version
          </Button>
          <Button changesData onClick={() => void apply()} busy={busy}>
            Apply my change on top
          </Button>
        </>
      }
    >
      {differences.length === 0 ? (
        <p>Their version and yours now hold the same values.</p>
      ) : (
        <table className="product-conflict__table">
          <caption>Fields that differ</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Theirs</th>
              <th scope="col">Yours</th>
            </tr>
          </thead>
          <tbody>
            {differences.map(({ field, theirs: their, yours: your }) => (
              <tr key={field}>
                <th scope="row">{productFieldLabels[field]}</th>
                <td>{their}</td>
                <td>{your}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
