import { schemaSettingsResponseSchema, seoRoutes, type SchemaSettingsInput } from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const schemaSettingsKeys = queryKeys('schema-settings');

/** If-Match with the seo service's ETag of the version a write was built on. */
const basedOnVersion = (version: number) => `"schema-settings-v${version}"`;

/** The schema settings in force (docs/decisions.md, decision 5: saved on the server, the public JSON-LD is built from them). */
export const schemaSettingsQueryOptions = () =>
  queryOptions({
    queryKey: schemaSettingsKeys.detail('current'),
    queryFn: () => callApi(seoRoutes.schemaSettings, {}),
  });

interface SchemaSettingsSave {
  settings: SchemaSettingsInput;
  /** The version the change was made on: if another admin saved since, the service refuses it (412). */
  basedOn: number;
}

/**
 * A write that puts a new version in force (a save, a restore): its answer is what is now in
 * force, shown at once, and the list of versions is read again.
 */
function useInForceMutation<TInput>(write: (input: TInput) => Promise<unknown>, { readAgainWhenRefused = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => schemaSettingsResponseSchema.parse(await write(input)),
    onSuccess: async (inForce) => {
      queryClient.setQueryData(schemaSettingsKeys.detail('current'), inForce);
      await queryClient.invalidateQueries({ queryKey: schemaSettingsKeys.lists() });
    },
    // A refused restore (another admin saved first): read both again so the list shows what is in force.
    onError: readAgainWhenRefused ? () => queryClient.invalidateQueries({ queryKey: schemaSettingsKeys.all }) : undefined,
  });
}

/** Saves the whole object as a new version; the answer is what is now in force. */
export const useSaveSchemaSettings = () =>
  useInForceMutation(({ settings, basedOn }: SchemaSettingsSave) => callApi(seoRoutes.saveSchemaSettings, { body: settings, ifMatch: basedOnVersion(basedOn) }));

/** The saved versions, the latest first (the server keeps every one). */
export const schemaSettingsVersionsQueryOptions = () =>
  queryOptions({
    queryKey: schemaSettingsKeys.list({ versions: true }),
    queryFn: () => callApi(seoRoutes.schemaSettingsVersions, {}),
  });

interface SchemaSettingsRestore {
  version: number;
  /** The version in force when the admin chose: if another admin saved since, the service refuses it (412). */
  basedOn: number;
}

/** Puts an earlier version back in force, as a new version; the answer is what is now in force. */
export const useRestoreSchemaSettings = () =>
  useInForceMutation(
    ({ version, basedOn }: SchemaSettingsRestore) => callApi(seoRoutes.restoreSchemaSettingsVersion, { params: { version }, ifMatch: basedOnVersion(basedOn) }),
    { readAgainWhenRefused: true },
  );

/** Reads the settings again: after a save refused because another admin saved first. */
export function useReloadSchemaSettings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schemaSettingsKeys.all });
}
