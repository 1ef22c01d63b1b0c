import type { ComponentType } from 'react';
import { Dialog } from './dialog';

/** What a tab gives a dialog that adds a record or edits one. */
export interface RecordDialogProps<Item, Save> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to edit; none to add a new one. */
  record?: Item;
  /**
   * Saves; a change based on an older version is refused with the record as it is now
   * (the conflict dialog). A rejected ApiError's `details` land under their fields.
   */
  onSave: (save: Save) => Promise<unknown>;
}

/** The form inside: the record to edit (none to add a new one), and Cancel, which closes the dialog. */
export type RecordFormProps<Item, Save> = Pick<RecordDialogProps<Item, Save>, 'record' | 'onSave'> & { onCancel: () => void };

interface DialogText {
  title: string;
  description: string;
}

/** The dialog's title and description when it adds a record, and when it edits `record`. */
interface RecordDialogText<Item> {
  add: DialogText;
  edit: (record: Item) => DialogText;
}

/**
 * Add and Edit of one kind of record (Add New City and Edit Barrie): the same form in a
 * 2xl dialog, mounted fresh on each open, titled for what it does.
 */
export function recordDialog<Item, Save>(Form: ComponentType<RecordFormProps<Item, Save>>, text: RecordDialogText<Item>) {
  return function RecordDialog({ open, onOpenChange, record, onSave }: RecordDialogProps<Item, Save>) {
    const { title, description } = record === undefined ? text.add : text.edit(record);
    return (
      <Dialog open={open} onOpenChange={onOpenChange} size="2xl" title={title} description={description}>
        <Form record={record} onSave={onSave} onCancel={() => onOpenChange(false)} />
      </Dialog>
    );
  };
}
