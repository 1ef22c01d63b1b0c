import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { Alert, LoadError } from './alert';
import { byId, DataTable, type DataTableProps, type Identified, type RowKey } from './data-table';
import { Skeleton } from './skeleton';

export type QueryTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'loading'> & {
  /** The read whose answer is the table's rows. */
  query: UseQueryResult<readonly T[]>;
  /** What the read is, for '{what} could not be loaded'. */
  what: string;
};

/** The table of one read's rows: its loading rows while it reads, '{what} could not be loaded' if it failed. */
export function QueryTable<T extends Identified>(props: QueryTableProps<T>): ReactNode;
export function QueryTable<T>(props: QueryTableProps<T> & { rowKey: RowKey<T> }): ReactNode;
export function QueryTable<T>({ query, what, rowKey, ...table }: QueryTableProps<T>) {
  if (query.isError) return <LoadError what={what} error={query.error} />;
  return <DataTable {...table} rowKey={rowKey ?? byId} rows={query.data ?? []} loading={query.isPending} />;
}

export interface QueryContentProps {
  /** The read (a query or an infinite query) the content shows. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** The alert's title when the read failed; the server's words (else 'Please try again.') go under it. */
  failure: string;
  /** The read answered, with nothing to show: `empty` shows instead of the content. */
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/** What a read shows, in turn: a skeleton while it reads, the failure, `empty`, else its content. */
export function QueryContent({ query, failure, isEmpty, empty, children }: QueryContentProps) {
  if (query.isPending) return <Skeleton />;
  if (query.isError) {
    return (
      <Alert variant="destructive" title={failure}>
        {errorMessage(query.error, 'Please try again.')}
      </Alert>
    );
  }
  return isEmpty ? empty : children;
}
