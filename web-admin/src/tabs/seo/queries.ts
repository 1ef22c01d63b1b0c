import {
  etagOf,
  seoRoutes,
  type KeywordCreate,
  type SeoKeyword,
  type SeoPage,
  type SeoSettings,
  type VersionedSeoSettings,
  versionedSeoSettingsSchema,
} from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { staleRecordOf } from '../../lib/edit-conflict';
import { queryKeys } from '../../lib/query-keys';
import { pageQueryOptions, routeQueryOptions } from '../../lib/read-queries';
import { useWriteMutation } from '../../lib/write-mutation';
import { defaultKeywordSort, keywordPageSize, type SeoSearch } from './keyword-list';

export const seoPageKeys = queryKeys('seo-pages');
export const seoKeywordKeys = queryKeys('seo-keywords');
const trackingRunKeys = queryKeys('seo-tracking-runs');
const serpKeys = queryKeys('seo-serp');
const onpageKeys = queryKeys('seo-onpage');
const seoSettingsKeys = queryKeys('seo-settings');
const nearDuplicateKeys = queryKeys('seo-near-duplicates');

/** How many tracking runs the overview lists. */
const recentRunLimit = 20;

/** Every page, the inactive ones too (they show, but cannot be chosen for a keyword). */
export const seoPagesQueryOptions = () => routeQueryOptions(seoPageKeys.list({ all: true }), seoRoutes.pages, { query: { all: 'true' } });

/** Every keyword with its position at the latest tracking run. */
export const seoKeywordsQueryOptions = () => routeQueryOptions(seoKeywordKeys.list({}), seoRoutes.keywords, {});

/**
 * One page of the tracked keywords as the URL names it (GET /api/seo/keywords/paged; the
 * service sorts by the latest position too). The section is the tab's, not the list's.
 */
export const keywordPageQueryOptions = ({ section: _section, ...list }: SeoSearch) =>
  pageQueryOptions<SeoKeyword>({ keys: seoKeywordKeys, route: seoRoutes.keywordPage, defaultSort: defaultKeywordSort, pageSize: keywordPageSize }, list);

export const trackingRunsQueryOptions = () =>
  routeQueryOptions(trackingRunKeys.list({ limit: recentRunLimit }), seoRoutes.trackingRuns, { query: { limit: recentRunLimit } });

/** One page's SERP rows, the latest first. */
export const serpQueryOptions = (page: Pick<SeoPage, 'type' | 'id'>) =>
  queryOptions({
    queryKey: serpKeys.list({ page_type: page.type, page_id: page.id }),
    queryFn: () => callApi(seoRoutes.serp, { query: { page_type: page.type, page_id: page.id } }),
  });

/** The latest on-page audit of each page. */
export const onpageQueryOptions = () => routeQueryOptions(onpageKeys.list({ latest: true }), seoRoutes.onpage, {});

/** Each city page with the page most like it, and the threshold over which it is flagged. */
export const nearDuplicatesQueryOptions = () =>
  routeQueryOptions(nearDuplicateKeys.detail('current'), seoRoutes.nearDuplicates, {});

/** The settings in force, with their version (sent back in If-Match by a save) and who saved them last. */
export const seoSettingsQueryOptions = () => routeQueryOptions(seoSettingsKeys.detail('current'), seoRoutes.settings, {});

export const useAddKeyword = () =>
  useWriteMutation((input: KeywordCreate) => callApi(seoRoutes.addKeyword, { body: input }), [seoKeywordKeys]);

/** Deleting a keyword also removes its SERP rows. */
export const useDeleteKeyword = () => useWriteMutation((id: number) => callApi(seoRoutes.deleteKeyword, { params: { id } }), [seoKeywordKeys, serpKeys]);

/** A manual tracking run; a failed run is recorded too, so the runs refresh either way. */
export function useTrackKeywords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(seoRoutes.track, { body: { runType: 'manual' } }),
    onSettled: () =>
      Promise.all([seoKeywordKeys, trackingRunKeys, serpKeys].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all }))),
  });
}

/** Audits every public page's server-rendered HTML. */
export const useRunAudit = () => useWriteMutation((_: void) => callApi(seoRoutes.audit, {}), [onpageKeys]);

/**
 * Saves the settings sent, based on the version the form loaded (If-Match): a save based on an
 * older one is refused with 412 and the settings as they are now (staleSeoSettingsOf), never
 * applied over another person's (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */
export function useUpdateSeoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, basedOn }: { body: Partial<SeoSettings>; basedOn: number }) =>
      callApi(seoRoutes.updateSettings, { body, ifMatch: etagOf(basedOn) }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(seoSettingsKeys.detail('current'), settings);
      // The threshold decides which pages are flagged.
      await queryClient.invalidateQueries({ queryKey: nearDuplicateKeys.all });
    },
  });
}

/** The settings as they are now, when a save was refused for being based on an older version; else null. */
export const staleSeoSettingsOf = (error: unknown): VersionedSeoSettings | null => staleRecordOf(versionedSeoSettingsSchema, error);
