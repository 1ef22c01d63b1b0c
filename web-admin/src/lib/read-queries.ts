import { routePath, type AnyRoute, type CallOptions, type Page } from '@local-seo/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, callApi } from './api';
import { pageQueryString, type ListSearch } from './list-search';

/** A read of a declared route, its answer checked by the declared schema before anything shows it. */
export const routeQueryOptions = <const Key extends readonly unknown[], R extends AnyRoute>(queryKey: Key, declaration: R, call: CallOptions<R>) =>
  queryOptions({ queryKey, queryFn: () => callApi(declaration, call) });

interface PagedList {
  /** The resource's keys: the page is one of its lists. */
  keys: { list: <Query>(query: Query) => readonly unknown[] };
  /** The declared route of the list's pages. */
  route: AnyRoute;
  defaultSort: string;
  pageSize?: number;
}

/**
 * One page of a big list as the tab's URL names it: the server
 * searches, narrows, sorts and pages; the page shown stays while the next one loads.
 * Typed by the contract, not re-validated: the server shaped it from our own data.
 */
export const pageQueryOptions = <Row>({ keys, route, defaultSort, pageSize }: PagedList, search: ListSearch & Record<string, unknown>) =>
  queryOptions({
    queryKey: keys.list({ paged: search }),
    queryFn: () => api.get<Page<Row>>(`${routePath(route)}${pageQueryString(search, defaultSort, pageSize)}`),
    placeholderData: keepPreviousData,
  });
