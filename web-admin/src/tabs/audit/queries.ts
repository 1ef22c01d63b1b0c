import { auditRoutes } from '@local-seo/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { auditQuery, type AuditFilters } from './audit-filters';

export const auditKeys = queryKeys('audit');

/** The audit trail for these filters, newest first, a page at a time ("Load more" asks for the next cursor). */
export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam }) => callApi(auditRoutes.list, { query: auditQuery(filters, pageParam) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
