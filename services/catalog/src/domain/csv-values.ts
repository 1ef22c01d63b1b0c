const truthy = new Set(['true', 'yes', 'y', '1', 'checked', 'x', 'active', 'on']);
const falsy = new Set(['false', 'no', 'n', '0', 'unchecked', 'inactive', 'off']);

/** A yes/no spreadsheet cell: true, false, or undefined when empty; null when it is neither. */
export function parseFlag(cell: string): boolean | undefined | null {
  const value = cell.trim().toLowerCase();
  if (value === '') return undefined;
  if (truthy.has(value)) return true;
  if (falsy.has(value)) return false;
  return null;
}
