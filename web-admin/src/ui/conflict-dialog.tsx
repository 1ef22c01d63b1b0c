import { useState } from 'react';
import type { EditedThing } from '../lib/edit-conflict';
import { Button } from './button';
import { Dialog } from './dialog';
import { PlainTable } from './plain-table';

export interface ShownDifference {
  label: string;
  theirs: string;
  yours: string;
}

interface ConflictDialogProps {
  /** What was changed, as the title says it: 'product', 'city' (This city was changed), or { plural: 'settings' } (These settings were changed). */
  what: EditedThing;
  /** Who changed it and when. */
  who: string;
  /** The fields that differ between their version and the form. */
  differences: readonly ShownDifference[];
  /** The form shows their version; the edits are dropped. */
  onReload: () => void;
  /** Sends the form's changes again, based on their version (may be refused again). */
  onApplyOnTop: () => Promise<unknown>;
}

/**
 * Another member of staff (or an import) changed the record after the form loaded it:
 * who and when, the fields that differ, and the two ways on
 * (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other). It must be
 * answered: no Escape, no close button.
 */
export function ConflictDialog({ what, who, differences, onReload, onApplyOnTop }: ConflictDialogProps) {
  const [busy, setBusy] = useState(false);
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
      title={typeof what === 'string' ? `This ${what} was changed` : `These ${what.plural} were changed`}
      description={who}
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
        <PlainTable columns={['Field', 'Theirs', 'Yours']} caption="Fields that differ">
          {differences.map(({ label, theirs, yours }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{theirs}</td>
              <td>{yours}</td>
            </tr>
          ))}
        </PlainTable>
      )}
    </Dialog>
  );
}
