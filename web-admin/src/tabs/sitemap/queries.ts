import {
  bingSitemapStatusSchema,
  googleConnectionSchema,
  googleSitemapStatusSchema,
  regenerateSitemapIndexResultSchema,
  regenerateSitemapResultSchema,
  sitemapSelfTestSchema,
  sitemapStatusSchema,
  submissionResultSchema,
  submitAllResultSchema,
} from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export const sitemapKeys = queryKeys('sitemap');

/** Status polled every 30 s and the Google status every 60 s (docs/behaviour/admin-back-office.md#sitemap); nothing else polls. */
const sitemapStatusPollMs = 30_000;
const googleStatusPollMs = 60_000;

const read =
  <T extends z.ZodType>(schema: T, path: string) =>
  async (): Promise<z.output<T>> =>
    schema.parse(await api.get<unknown>(path));
const write =
  <T extends z.ZodType>(schema: T, path: string) =>
  async (body?: unknown): Promise<z.output<T>> =>
    schema.parse(await api.post<unknown>(path, body));

export const sitemapStatusQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('status'),
    queryFn: read(sitemapStatusSchema, '/api/admin/sitemap-status'),
    refetchInterval: sitemapStatusPollMs,
  });

export const googleSitemapStatusQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('google'),
    queryFn: read(googleSitemapStatusSchema, '/api/admin/google-sitemap-status'),
    refetchInterval: googleStatusPollMs,
  });

export const googleConnectionQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('google-connection'),
    queryFn: read(googleConnectionSchema, '/api/admin/test-google-connection'),
  });

export const bingSitemapStatusQueryOptions = () =>
  queryOptions({
    queryKey: sitemapKeys.detail('bing'),
    queryFn: read(bingSitemapStatusSchema, '/api/admin/bing-sitemap-status'),
  });

/** A sitemap action; afterwards every sitemap query (status, submissions) is read again. */
function useSitemapAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitemapKeys.all }),
  });
}

const regenerate = write(regenerateSitemapResultSchema, '/api/admin/regenerate-sitemap');
const regenerateIndex = write(regenerateSitemapIndexResultSchema, '/api/admin/regenerate-sitemap-index');
const submitToGoogle = write(submissionResultSchema, '/api/admin/submit-sitemap-to-google');
const submitToBing = write(submissionResultSchema, '/api/admin/submit-sitemap-to-bing');
const submitToAll = write(submitAllResultSchema, '/api/admin/submit-sitemap-all');
const runTests = write(sitemapSelfTestSchema, '/api/admin/test-sitemap-system');

export const useRegenerateSitemap = () => useSitemapAction(() => regenerate());
export const useRegenerateSitemapIndex = () => useSitemapAction(() => regenerateIndex());
export const useSubmitToGoogle = () => useSitemapAction((sitemapUrl: string) => submitToGoogle({ sitemapUrl }));
/** With an IndexNow key, the service keeps it for later submissions. */
export const useSubmitToBing = () =>
  useSitemapAction(({ sitemapUrl, apiKey }: { sitemapUrl: string; apiKey?: string }) => submitToBing({ sitemapUrl, apiKey }));
export const useSubmitToAll = () => useSitemapAction((sitemapUrl: string) => submitToAll({ sitemapUrl }));

/** The test suite changes nothing, so it refreshes nothing. */
export const useRunSitemapTests = () => useMutation({ mutationFn: () => runTests() });
