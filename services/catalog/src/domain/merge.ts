/** A value an import or a merge leaves alone: null, undefined or blank text. */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

interface Merged<T> {
  values: T;
  /** The fields whose value differs from before. */
  changed: (keyof T)[];
}

/**
 * Imports add and correct, they never erase: each non-empty incoming value
 * replaces the stored one, an empty cell keeps it. Re-importing the same file
 * therefore changes nothing (`changed` is empty).
 */
export function mergeIncoming<T extends object>(stored: T, incoming: Partial<T>): Merged<T> {
  const values = { ...stored };
  const changed: (keyof T)[] = [];
  for (const key of Object.keys(incoming) as (keyof T)[]) {
    const value = incoming[key];
    if (isEmptyValue(value)) continue;
    if (values[key] !== value) {
      values[key] = value as T[keyof T];
      changed.push(key);
    }
  }
  return { values, changed };
}
