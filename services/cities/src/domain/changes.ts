type Activation = 'activated' | 'deactivated' | null;

/** The names of the fields whose values differ between two versions of a record. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T, ignore: readonly (keyof T)[] = []): string[] {
  return Object.keys(after).filter(
    (key) => !ignore.includes(key as keyof T) && !sameValue(before[key], after[key]),
  );
}

/** Whether a page went live or dark with this change. */
export function activationOf(wasActive: boolean, isActive: boolean): Activation {
  if (wasActive === isActive) return null;
  return isActive ? 'activated' : 'deactivated';
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  // A list or object field (a city's local resources) is the same when its JSON is.
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}
