import { sitemapRoutes } from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export const sitemapKeys = queryKeys('sitemap');

/** Status polled every 30 s and the Google status every 60 s (docs/behaviour/admin-back-office.md#sitemap); nothing else polls. */
const sitemapStatusPollMs = 30_000;
const googleStatusPollMs = 60_000;

/** A sitemap route as the contracts declare it: its path, and the schema of its answer. */
type AnsweringRoute<T extends z.ZodType> = { path: string; answer?: T };

/** An answer parsed with its route's schema (every route the tab calls declares one). */
function parsed<T extends z.ZodType>({ path, answer }: AnsweringRoute<T>, body: unknown): z.output<T> {
  if (!answer) throw new Error(`${path} declares no answer`);
  return answer.parse(body);
}
const read =
  <T extends z.ZodType>(route: AnsweringRoute<T>) =>
  async (): Promise<z.output<T>> =>
    parsed(route, await api.get<unknown>(route.path));
const write =
  <T extends z.ZodType>(route: AnsweringRoute<T>) =>
  async (body?: unknown): Promise<z.output<T>> =>
    parsed(route, await api.post<unknown>(route.path, body));

export const sitemapStatusQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('status'),
    queryFn: read(sitemapRoutes.status),
    refetchInterval: sitemapStatusPollMs,
  });

export const googleSitemapStatusQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('google'),
    queryFn: read(sitemapRoutes.googleStatus),
    refetchInterval: googleStatusPollMs,
  });

export const googleConnectionQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('google-connection'),
    queryFn: read(sitemapRoutes.testGoogleConnection),
  });

export const bingSitemapStatusQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('bing'),
    queryFn: read(sitemapRoutes.bingStatus),
  });

/** A sitemap action; afterwards every sitemap query (status, submissions) is read again. */
function useSitemapAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitemapKeys.all }),
  });
}

const regenerate = write(sitemapRoutes.regenerate);
const regenerateIndex = write(sitemapRoutes.regenerateIndex);
const submitToGoogle = write(sitemapRoutes.submitToGoogle);
const submitToBing = write(sitemapRoutes.submitToBing);
const submitToAll = write(sitemapRoutes.submitToAll);
const runTests = write(sitemapRoutes.selfTest);

export const useRegenerateSitemap = () => useSitemapAction(() => regenerate());
export const useRegenerateSitemapIndex = () => useSitemapAction(() => regenerateIndex());
export const useSubmitToGoogle = () => useSitemapAction((sitemapUrl: string) => submitToGoogle({ sitemapUrl }));
/** With an IndexNow key, the service keeps it for later submissions. */
export const useSubmitToBing = () =>
  useSitemapAction(({ sitemapUrl, apiKey }: { sitemapUrl: string; apiKey?: string }) => submitToBing({ sitemapUrl, apiKey }));
export const useSubmitToAll = () => useSitemapAction((sitemapUrl: string) => submitToAll({ sitemapUrl }));

/** The test suite changes nothing, so it refreshes nothing. */
export const useRunSitemapTests = () => useMutation({ mutationFn: () => runTests() });
