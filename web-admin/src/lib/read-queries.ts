import type { Page } from '@local-seo/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api';
import { pageQueryString, type ListSearch } from './list-search';

/** A read of one path (GET), its answer checked by the contract's schema before anything shows it. */
export const readQueryOptions = <const Key extends readonly unknown[], Schema extends z.ZodType>(queryKey: Key, schema: Schema, path: string) =>
  queryOptions({
    queryKey,
    queryFn: async (): Promise<z.output<Schema>> => schema.parse(await api.get<unknown>(path)),
  });

interface PagedList {
  /** The resource's keys: the page is one of its lists. */
  keys: { list: <Query>(query: Query) => readonly unknown[] };
  /** The whole list's path: its pages are at `{path}/paged`. */
  path: string;
  defaultSort: string;
  pageSize?: number;
}

/**
 * One page of a big list as the tab's URL names it (GET {path}/paged): the server
 * searches, narrows, sorts and pages; the page shown stays while the next one loads.
 * Typed by the contract, not re-validated: the server shaped it from our own data.
 */
export const pageQueryOptions = <Row>({ keys, path, defaultSort, pageSize }: PagedList, search: ListSearch & Record<string, unknown>) =>
  queryOptions({
    queryKey: keys.list({ paged: search }),
    queryFn: () => api.get<Page<Row>>(`${path}/paged${pageQueryString(search, defaultSort, pageSize)}`),
    placeholderData: keepPreviousData,
  });
