import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  /** The confirm label while `onConfirm` runs ('Deleting...'). */
  busyLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** May be async: the dialog stays open and busy until it settles, then closes (it stays open if it throws). */
  onConfirm: () => unknown;
}

/** Asks before an action that cannot be undone; Cancel takes the first focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  busyLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure (a toast); the question stays open to try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} changesData onClick={() => void confirm()} busy={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}

export interface ConfirmDeleteProps<Item> {
  /** What the question is about; null while there is no question (closed). */
  item: Item | null;
  onClose: () => void;
  /** The question's title and description about the item. */
  text: (item: Item) => { title: ReactNode; description?: ReactNode };
  /** Deletes; a rejection keeps the question open to try again (the caller toasts the failure). */
  onDelete: (item: Item) => Promise<unknown>;
}

/** 'Delete ...?' about one record of a list: open while there is an item, closed once it is deleted or cancelled. */
export function ConfirmDelete<Item>({ item, onClose, text, onDelete }: ConfirmDeleteProps<Item>) {
  const shown = item === null ? null : text(item);
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown?.title}
      description={shown?.description}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      destructive
      onConfirm={() => (item === null ? undefined : onDelete(item))}
    />
  );
}
