import { schemaSettingsResponseSchema, schemaSettingsVersionSchema, type SchemaSettingsInput } from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const schemaSettingsKeys = queryKeys('schema-settings');

const path = '/api/seo/schema-settings';

/** The seo service's ETag of a version: a save names the version it was built on in If-Match. */
const schemaSettingsEtag = (version: number) => `"schema-settings-v${version}"`;

/** The schema settings in force (docs/decisions.md, decision 5: saved on the server, the public JSON-LD is built from them). */
export const schemaSettingsQueryOptions = () =>
  queryOptions({
    queryKey: schemaSettingsKeys.detail('current'),
    queryFn: async () => schemaSettingsResponseSchema.parse(await api.get<unknown>(path)),
  });

interface SchemaSettingsSave {
  settings: SchemaSettingsInput;
  /** The version the change was made on: if another admin saved since, the service refuses it (412). */
  basedOn: number;
}

/** Saves the whole object as a new version; the answer is what is now in force. */
export function useSaveSchemaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ settings, basedOn }: SchemaSettingsSave) =>
      schemaSettingsResponseSchema.parse(await api.put<unknown>(path, settings, { 'if-match': schemaSettingsEtag(basedOn) })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(schemaSettingsKeys.detail('current'), saved);
      await queryClient.invalidateQueries({ queryKey: schemaSettingsKeys.lists() });
    },
  });
}

const versionListSchema = z.array(schemaSettingsVersionSchema);

/** The saved versions, the latest first (the server keeps every one). */
export const schemaSettingsVersionsQueryOptions = () =>
  queryOptions({
    queryKey: schemaSettingsKeys.list({ versions: true }),
    queryFn: async () => versionListSchema.parse(await api.get<unknown>(`${path}/versions`)),
  });

interface SchemaSettingsRestore {
  version: number;
  /** The version in force when the admin chose: if another admin saved since, the service refuses it (412). */
  basedOn: number;
}

/** Puts an earlier version back in force, as a new version; the answer is what is now in force. */
export function useRestoreSchemaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, basedOn }: SchemaSettingsRestore) =>
      schemaSettingsResponseSchema.parse(
        await api.post<unknown>(`${path}/versions/${version}/restore`, undefined, { 'if-match': schemaSettingsEtag(basedOn) }),
      ),
    onSuccess: async (restored) => {
      queryClient.setQueryData(schemaSettingsKeys.detail('current'), restored);
      await queryClient.invalidateQueries({ queryKey: schemaSettingsKeys.lists() });
    },
    // A refused restore (another admin saved first): read both again so the list shows what is in force.
    onError: () => queryClient.invalidateQueries({ queryKey: schemaSettingsKeys.all }),
  });
}

/** Reads the settings again: after a save refused because another admin saved first. */
export function useReloadSchemaSettings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schemaSettingsKeys.all });
}
