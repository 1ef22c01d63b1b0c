import { Button, type ButtonSize } from './button';
import './form-actions.css';

export interface FormActionsProps {
  /** The primary button's words ('Save Changes'), and its words while busy ('Saving...'). */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Keeps the primary button disabled (nothing valid to send yet). */
  disabled?: boolean;
  onCancel: () => void;
  /** The id of the form the primary button submits, when the buttons stand outside it (a dialog footer, a table cell). */
  form?: string;
  /** Makes the primary button a plain button that runs this instead of submitting a form. */
  onSubmit?: () => void;
  /** 'end' for dialogs: Cancel, then the primary button, at the right. 'start' for inline forms: the primary button first. */
  align?: 'start' | 'end';
  size?: ButtonSize;
}

/** The primary button's labels of a form that edits a record when there is one, else creates it ('Create City'). */
export function saveOrCreateLabels(editing: boolean, noun: string): Pick<FormActionsProps, 'submitLabel' | 'busyLabel'> {
  return editing ? { submitLabel: 'Save Changes', busyLabel: 'Saving...' } : { submitLabel: `Create ${noun}`, busyLabel: 'Creating...' };
}

/** A form's Cancel and primary buttons; Cancel is disabled while the primary one is busy. */
export function FormActions({ submitLabel, busyLabel, busy, disabled = false, onCancel, form, onSubmit, align = 'end', size = 'md' }: FormActionsProps) {
  const cancel = (
    <Button variant="outline" size={size} onClick={onCancel} disabled={busy}>
      Cancel
    </Button>
  );
  const submit = (
    <Button type={onSubmit ? 'button' : 'submit'} changesData form={form} size={size} onClick={onSubmit} busy={busy} disabled={disabled}>
      {busy ? busyLabel : submitLabel}
    </Button>
  );
  return (
    <div className={`ui-form-actions ui-form-actions--${align}`}>
      {align === 'end' ? (
        <>
          {cancel}
          {submit}
        </>
      ) : (
        <>
          {submit}
          {cancel}
        </>
      )}
    </div>
  );
}
