import { defaultPageSize, maxPageSize, sortOrders, type SortOrder } from '@local-seo/contracts';
import { z } from 'zod';
import type { ServerPaging } from '../ui/data-table';

/**
 * The URL state of a list the server pages (docs/behaviour/services.md, "Paged lists"):
 * /admin/products?search=mulch&sort=name&order=desc&page=2. A reload or a shared link
 * shows the same view. What a URL holds that cannot be part of the view (an unknown sort,
 * page 0, words for a number) is left out rather than refused: the list's default stands
 * in for it, as the audit filters do.
 */
export interface ListSearch<Key extends string = string> {
  page?: number | undefined;
  pageSize?: number | undefined;
  sort?: Key | undefined;
  order?: SortOrder | undefined;
  search?: string | undefined;
}

/**
 * A text part of the URL: TanStack Router reads search values as JSON, so `?search=1999`
 * arrives as the number 1999; it is the text '1999' here. Empty text is left out.
 */
export const urlText = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().min(1).max(200))
  .optional()
  .catch(undefined);

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional().catch(undefined);

/** The zod schema of a list's URL state (its `validateSearch`), from the sort keys the server takes; extend it with the list's filters. */
export function listSearchSchema<const Key extends string>(sortKeys: readonly [Key, ...Key[]]) {
  return z.object({
    page: whole(1, 1_000_000),
    pageSize: whole(1, maxPageSize),
    sort: z.enum(sortKeys as unknown as [Key, ...Key[]]).optional().catch(undefined),
    order: z.enum(sortOrders).optional().catch(undefined),
    search: urlText,
  });
}

/** The parts of the URL state that are not the page itself: changing one goes back to page 1. */
type Change<S extends ListSearch> = Partial<{ [K in keyof S]: S[K] | undefined }>;

/**
 * The URL state after a change: a new search, sort, page size or filter starts again at
 * page 1; defaults (page 1, the list's page size, no search) are left out so the URL stays short.
 */
export function changeList<S extends ListSearch>(current: S, change: Change<S>, pageSize = defaultPageSize): S {
  const next: Record<string, unknown> = { ...current, ...change };
  if (!('page' in change)) delete next.page;
  if (next.page === 1) delete next.page;
  if (next.pageSize === pageSize) delete next.pageSize;
  for (const [key, value] of Object.entries(next)) if (value === undefined || value === '') delete next[key];
  return next as S;
}

/** The server's query for the URL state: its page, size (the list's own by default), sort and order filled in, every other part as it is. */
export function pageQueryString(search: ListSearch & Record<string, unknown>, defaultSort: string, pageSize = defaultPageSize): string {
  const params = new URLSearchParams({
    page: String(search.page ?? 1),
    pageSize: String(search.pageSize ?? pageSize),
    sort: search.sort ?? defaultSort,
    order: search.order ?? 'asc',
  });
  for (const [key, value] of Object.entries(search)) {
    if (['page', 'pageSize', 'sort', 'order'].includes(key) || value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  return `?${params.toString()}`;
}

/** The table's sort from the URL state: null when the list's own order stands. */
export const tableSort = (search: ListSearch): { key: string; direction: 'ascending' | 'descending' } | null =>
  search.sort ? { key: search.sort, direction: search.order === 'desc' ? 'descending' : 'ascending' } : null;

/**
 * A DataTable's `paging` for a list the server pages: where the server's answer stands
 * (the URL state until it arrives), its sort (the list's own when none was chosen), and
 * `go` to change the URL state on a header, page or page-size click.
 */
export function serverPaging<S extends ListSearch>(
  answer: { total: number; page: number; pageSize: number } | undefined,
  view: S,
  go: (change: Partial<S>) => void,
  list: { pageSize: number; sort?: string },
): ServerPaging {
  return {
    total: answer?.total ?? 0,
    page: answer?.page ?? view.page ?? 1,
    pageSize: answer?.pageSize ?? view.pageSize ?? list.pageSize,
    sort: tableSort(view) ?? (list.sort ? { key: list.sort, direction: 'ascending' } : null),
    onSort: (sort) => go({ sort: sort.key, order: sort.direction === 'descending' ? 'desc' : 'asc' } as Partial<S>),
    onPage: (page) => go({ page } as Partial<S>),
    onPageSize: (pageSize) => go({ pageSize } as Partial<S>),
  };
}
