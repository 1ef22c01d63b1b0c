import { auditPageSchema } from '@local-seo/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { auditQueryString, type AuditFilters } from './audit-filters';

export const auditKeys = queryKeys('audit');

/** The audit trail for these filters, newest first, a page at a time ("Load more" asks for the next cursor). */
export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: async ({ pageParam }) => auditPageSchema.parse(await api.get<unknown>(`/api/admin/audit${auditQueryString(filters, pageParam)}`)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
