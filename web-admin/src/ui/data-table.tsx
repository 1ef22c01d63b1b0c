import { pageRange } from '@local-seo/contracts';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { formatNumber } from '../lib/format';
import { IconButton } from './button';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon, SortDownIcon, SortIcon, SortUpIcon } from './icons';
import { Skeleton } from './skeleton';
import { matchingPositions, nextSort, pageWindow, sortedPositions, type SortDirection, type SortState, type SortValue } from './data-table-model';
import './data-table.css';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value (read once per row per sort). */
  sortValue?: (row: T) => SortValue;
  /** In a table paged by the server (`paging`): the server's sort key of this column, which makes it sortable. */
  sortKey?: string;
  /** Header read by screen readers only (an actions column). */
  headerHidden?: boolean;
  align?: 'start' | 'end' | 'center';
  width?: string;
}

/** Tells rows apart (React's key). */
export type RowKey<T> = (row: T) => string | number;

export interface DataTableProps<T> {
  rows: readonly T[];
  /** Define columns outside the component (or in useMemo): sorting is memoised on them. */
  columns: readonly DataTableColumn<T>[];
  /** Only rows with an `id` may leave it out: they are keyed by it (see the overloads of DataTable). */
  rowKey?: RowKey<T>;
  /** The table's accessible name (its caption). */
  label: string;
  /** Free text: rows whose `searchText` holds every word stay. */
  search?: string;
  searchText?: (row: T) => string;
  /** Any other narrowing; memoise it (useCallback), the filtering is memoised on it. */
  filter?: (row: T) => boolean;
  initialSort?: SortState;
  /** The rows a page may show; the table opens at the first (without a list: 25, of 10, 25, 50 or 100). */
  pageSizes?: readonly number[];
  /** Where the table opens when that is not the first of `pageSizes`. */
  initialPageSize?: number;
  loading?: boolean;
  /** Shown in place of rows when none match (default 'No results'). */
  empty?: ReactNode;
  /**
   * A list the server searches, sorts and pages: `rows` are the page it answered and
   * `search`, `filter`, `sortValue` and the table's own paging are left to it.
   */
  paging?: ServerPaging;
}

/** The state of a list paged by the server (kept by the tab, in its URL) and how to change it. */
export interface ServerPaging {
  /** How many rows match, over every page. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** The server's sort key and direction; null when none was asked (the list's own order). */
  sort: { key: string; direction: SortDirection } | null;
  onSort: (sort: { key: string; direction: SortDirection }) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * A table staff can sort (click a header), search and page through. Only the
 * visible page is rendered and every step (search, filter, sort) is memoised,
 * so 20,000 rows stay responsive. With `paging` the server does all of it and
 * the rows are its page (the big lists: products, locations, cities...).
 */
export function DataTable<T extends Identified>(props: DataTableProps<T>): ReactNode;
export function DataTable<T>(props: DataTableProps<T> & { rowKey: RowKey<T> }): ReactNode;
export function DataTable<T>(props: DataTableProps<T>) {
  const table = { ...props, rowKey: props.rowKey ?? byId };
  return props.paging ? <ServerDataTable {...table} paging={props.paging} /> : <ClientDataTable {...table} />;
}

/** A row that can be keyed by its own id. */
export type Identified = { id: string | number };

/** The table's props once its row key is settled. */
type KeyedTableProps<T> = DataTableProps<T> & { rowKey: RowKey<T> };

/** The default row key; the overloads let only rows with an id leave rowKey out. */
export const byId = (row: unknown) => (row as Identified).id;

function ClientDataTable<T>({
  rows,
  columns,
  rowKey,
  label,
  search = '',
  searchText,
  filter,
  initialSort,
  pageSizes,
  initialPageSize = pageSizes?.[0] ?? 25,
  loading = false,
  empty = 'No results',
}: KeyedTableProps<T>) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [page, setPage] = useState(0);

  // A new search or filter starts again at the first page (sorting and page size do so in their handlers).
  useEffect(() => setPage(0), [search, filter]);

  const texts = useMemo(() => (searchText ? rows.map((row) => searchText(row).toLowerCase()) : null), [rows, searchText]);

  const visible = useMemo(() => {
    const matched = texts ? matchingPositions(texts, search) : null;
    const positions = matched ?? rows.map((_, index) => index);
    return filter ? positions.filter((index) => filter(rows[index] as T)) : positions;
  }, [rows, texts, search, filter]);

  const ordered = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.columnId);
    if (!sort || !column?.sortValue) return visible;
    const readKey = column.sortValue;
    const keys = visible.map((index) => readKey(rows[index] as T));
    return sortedPositions(keys, sort.direction).map((position) => visible[position] as number);
  }, [rows, visible, sort, columns]);

  const view = pageWindow(ordered.length, pageSize, page);
  const pageRows = ordered.slice(view.start, view.end).map((index) => rows[index] as T);

  return (
    <TableFrame
      label={label} loading={loading} columns={columns} rows={pageRows} rowKey={rowKey} empty={empty} sort={sort}
      onSort={(column) => {
        setSort(nextSort(sort, column.id));
        setPage(0);
      }}
      count={{ first: view.start + 1, last: view.end, total: ordered.length }}
      pager={{
        page: view.page + 1,
        pageCount: view.pageCount,
        pageSize,
        pageSizes: pageSizes ?? [10, 25, 50, 100],
        onPage: (next) => setPage(next - 1),
        onPageSize: (size) => {
          setPageSize(size);
          setPage(0);
        },
      }}
    />
  );
}

/** Where a table stands among its pages, and how to move: pages from 1. */
interface Pager {
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

interface TableFrameProps<T> extends Pick<KeyedTableProps<T>, 'columns' | 'rows' | 'rowKey' | 'label'> {
  loading: boolean;
  empty: ReactNode;
  sort: SortState | null;
  /** Headers sort by their column's `sortKey` on the server (else by `sortValue` in the page). */
  sortedByServer?: boolean;
  onSort: (column: DataTableColumn<T>) => void;
  count: { first: number; last: number; total: number };
  pager: Pager;
}

/** The table of either mode: its caption, headers and the page's rows, then "Showing 1–50 of 20,000" and the page controls. */
function TableFrame<T>({ label, loading, columns, rows, rowKey, empty, sort, sortedByServer = false, onSort, count, pager }: TableFrameProps<T>) {
  const sizeSelectId = useId();
  const { page, pageCount } = pager;
  return (
    <div className="ui-table">
      <div className="ui-table__scroll">
        <table className="ui-table__table" aria-busy={loading || undefined}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={sort} sortId={sortedByServer ? (column.sortKey ?? null) : undefined} onSort={() => onSort(column)} />
              ))}
            </tr>
          </thead>
          <TableRows rows={rows} columns={columns} rowKey={rowKey} loading={loading} empty={empty} />
        </table>
      </div>
      <div className="ui-bar ui-table__footer">
        <p className="ui-table__count" aria-live="polite">
          {loading ? 'Loading...' : count.total === 0 ? '0 rows' : `Showing ${formatNumber(count.first)}–${formatNumber(count.last)} of ${formatNumber(count.total)}`}
        </p>
        <div className="ui-table__paging">
          <label htmlFor={sizeSelectId} className="ui-table__size-label">
            Rows per page
          </label>
          <select id={sizeSelectId} className="ui-control ui-control--select ui-table__size" value={pager.pageSize} onChange={(e) => pager.onPageSize(Number(e.target.value))}>
            {pager.pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <span className="ui-table__page">
            Page {formatNumber(page)} of {formatNumber(pageCount)}
          </span>
          <IconButton label="First page" variant="outline" disabled={page <= 1} onClick={() => pager.onPage(1)}>
            <ChevronsLeftIcon />
          </IconButton>
          <IconButton label="Previous page" variant="outline" disabled={page <= 1} onClick={() => pager.onPage(page - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton label="Next page" variant="outline" disabled={page >= pageCount} onClick={() => pager.onPage(page + 1)}>
            <ChevronRightIcon />
          </IconButton>
          <IconButton label="Last page" variant="outline" disabled={page >= pageCount} onClick={() => pager.onPage(pageCount)}>
            <ChevronsRightIcon />
          </IconButton>
        </div>
      </div>
    </div>
  );
}

/** The rows of a page, a skeleton while loading, or the empty text. */
function TableRows<T>({ rows, columns, rowKey, loading, empty }: { rows: readonly T[]; columns: readonly DataTableColumn<T>[]; rowKey: RowKey<T>; loading: boolean; empty: ReactNode }) {
  return (
    <tbody>
      {loading ? (
        Array.from({ length: 5 }, (_, i) => (
          <tr key={i}>
            {columns.map((column) => (
              <td key={column.id}>
                <Skeleton height="1rem" />
              </td>
            ))}
          </tr>
        ))
      ) : rows.length === 0 ? (
        <tr>
          <td colSpan={columns.length} className="ui-table__empty">
            {empty}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.id} className={column.align ? `ui-table__cell--${column.align}` : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  );
}

/**
 * The table of a list the server pages (docs/behaviour/services.md, "Paged lists"): the
 * headers with a `sortKey` ask the server for that order (aria-sort tells which), the
 * footer says "Showing 1–50 of 20,000" and moves through the pages; the tab keeps the
 * state (in its URL) and fetches the page.
 */
function ServerDataTable<T>({ rows, columns, rowKey, label, pageSizes = [25, 50, 100, 200], loading = false, empty = 'No results', paging }: KeyedTableProps<T> & { paging: ServerPaging }) {
  const { first, last, pageCount } = pageRange(paging);
  const page = Math.min(Math.max(1, paging.page), pageCount);
  const sort: SortState | null = paging.sort && { columnId: paging.sort.key, direction: paging.sort.direction };
  const sizes = pageSizes.includes(paging.pageSize) ? pageSizes : [...pageSizes, paging.pageSize].sort((a, b) => a - b);

  return (
    <TableFrame
      label={label} loading={loading} columns={columns} rows={rows} rowKey={rowKey} empty={empty} sort={sort}
      sortedByServer
      onSort={(column) => {
        const next = nextSort(sort, column.sortKey!);
        paging.onSort({ key: next.columnId, direction: next.direction });
      }}
      count={{ first, last, total: paging.total }}
      pager={{ page, pageCount, pageSize: paging.pageSize, pageSizes: sizes, onPage: paging.onPage, onPageSize: paging.onPageSize }}
    />
  );
}

/**
 * A column's header; a sortable one is a button with aria-sort. `sortId` is given by a
 * table the server pages: the column's server sort key, null when it does not sort.
 */
function HeaderCell<T>({ column, sort, onSort, sortId }: { column: DataTableColumn<T>; sort: SortState | null; onSort: () => void; sortId?: string | null }) {
  const server = sortId !== undefined;
  const sortable = server ? sortId !== null : column.sortValue !== undefined;
  const direction = sort && sort.columnId === (server ? sortId : column.id) ? sort.direction : undefined;
  const className = column.align ? `ui-table__cell--${column.align}` : undefined;
  if (column.headerHidden) {
    return (
      <th scope="col" className={className} style={{ width: column.width }}>
        <span className="visually-hidden">{column.header}</span>
      </th>
    );
  }
  if (!sortable) {
    return (
      <th scope="col" className={className} style={{ width: column.width }}>
        {column.header}
      </th>
    );
  }
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={className} style={{ width: column.width }}>
      <button type="button" className="ui-table__sort" onClick={onSort}>
        {column.header}
        {direction === 'ascending' ? <SortUpIcon /> : direction === 'descending' ? <SortDownIcon /> : <SortIcon className="ui-table__sort-idle" />}
      </button>
    </th>
  );
}
