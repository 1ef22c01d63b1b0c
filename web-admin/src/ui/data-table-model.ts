/** The pure part of DataTable: sorting, searching and paging of rows, kept cheap for 20,000 rows. */

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}
export type SortValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator('en-CA', { numeric: true, sensitivity: 'base' });

function rank(value: SortValue): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Orders two values: numbers by size, text as people read it ('Item 2' before 'Item 10'); blanks last either way. */
export function compareSortValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  const left = rank(a);
  const right = rank(b);
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  const order = typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
  return direction === 'ascending' ? order : -order;
}

/**
 * The row positions in sorted order. Each row's key is read once (not once per
 * comparison) and the sort is stable, so equal rows keep their order.
 */
export function sortedPositions(keys: readonly SortValue[], direction: SortDirection): number[] {
  const positions = keys.map((_, index) => index);
  return positions.sort((a, b) => compareSortValues(keys[a], keys[b], direction));
}

/** Clicking a column header: a new column sorts ascending, the same one flips. */
export function nextSort(current: SortState | null, columnId: string): SortState {
  if (current?.columnId !== columnId) return { columnId, direction: 'ascending' };
  return { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** Positions of the rows whose (lower-cased) text holds every word of the search. */
export function matchingPositions(texts: readonly string[], search: string): number[] | null {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const found: number[] = [];
  texts.forEach((text, index) => {
    if (words.every((word) => text.includes(word))) found.push(index);
  });
  return found;
}

export interface PageWindow {
  /** Zero-based page actually shown (clamped to the last page). */
  page: number;
  pageCount: number;
  /** Index of the first row shown and one past the last one. */
  start: number;
  end: number;
}

export function pageWindow(total: number, pageSize: number, requestedPage: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(0, requestedPage), pageCount - 1);
  const start = page * pageSize;
  return { page, pageCount, start, end: Math.min(total, start + pageSize) };
}
