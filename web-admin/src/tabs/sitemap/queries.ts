import { sitemapRoutes } from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export const sitemapKeys = queryKeys('sitemap');

/** Status polled every 30 s and the Google status every 60 s (docs/behaviour/admin-back-office.md#sitemap); nothing else polls. */
const sitemapStatusPollMs = 30_000;
const googleStatusPollMs = 60_000;

export const sitemapStatusQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('status'),
    queryFn: () => callApi(sitemapRoutes.status, {}),
    refetchInterval: sitemapStatusPollMs,
  });

export const googleSitemapStatusQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('google'),
    queryFn: () => callApi(sitemapRoutes.googleStatus, {}),
    refetchInterval: googleStatusPollMs,
  });

export const googleConnectionQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('google-connection'),
    queryFn: () => callApi(sitemapRoutes.testGoogleConnection, {}),
  });

export const bingSitemapStatusQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('bing'),
    queryFn: () => callApi(sitemapRoutes.bingStatus, {}),
  });

/** A sitemap action; afterwards every sitemap query (status, submissions) is read again. */
function useSitemapAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitemapKeys.all }),
  });
}

export const useRegenerateSitemap = () => useSitemapAction(() => callApi(sitemapRoutes.regenerate, {}));
export const useRegenerateSitemapIndex = () => useSitemapAction(() => callApi(sitemapRoutes.regenerateIndex, {}));
export const useSubmitToGoogle = () => useSitemapAction((sitemapUrl: string) => callApi(sitemapRoutes.submitToGoogle, { body: { sitemapUrl } }));
/** With an IndexNow key, the service keeps it for later submissions. */
export const useSubmitToBing = () =>
  useSitemapAction(({ sitemapUrl, apiKey }: { sitemapUrl: string; apiKey?: string }) => callApi(sitemapRoutes.submitToBing, { body: { sitemapUrl, apiKey } }));
export const useSubmitToAll = () => useSitemapAction((sitemapUrl: string) => callApi(sitemapRoutes.submitToAll, { body: { sitemapUrl } }));

/** The test suite changes nothing, so it refreshes nothing. */
export const useRunSitemapTests = () => useMutation({ mutationFn: () => callApi(sitemapRoutes.selfTest, {}) });
