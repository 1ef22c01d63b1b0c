import { QueryClient } from '@tanstack/react-query';

/**
 * The client cache (docs/behaviour/admin-back-office.md#calls-errors-and-messages):
 * data never goes stale and is never refetched on an interval or on focus, and
 * nothing is retried. Mutations invalidate what they
 * change, which is how lists refresh.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
