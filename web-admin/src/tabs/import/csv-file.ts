import { toast } from '../../ui';

/**
 * Whether a chosen file is a CSV: the CSV media type, or a .csv name (Windows reports a
 * .csv as a spreadsheet type, and some systems give no type at all).
 */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type.toLowerCase() === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/**
 * The CSV the admin chose in a file input, or null. Another kind of file is
 * refused with the 'Invalid File' toast, and the input is cleared.
 */
export function chosenCsvFile(input: HTMLInputElement): File | null {
  const chosen = input.files?.[0] ?? null;
  if (chosen && !isCsvFile(chosen)) {
    toast({ title: 'Invalid File', description: 'Please select a CSV file', variant: 'destructive' });
    input.value = '';
    return null;
  }
  return chosen;
}

/** The toast for an import started without a file (docs/behaviour/admin-back-office.md#data-import). */
export const toastNoFile = () => toast({ title: 'No File Selected', description: 'Please select a CSV file to import', variant: 'destructive' });
