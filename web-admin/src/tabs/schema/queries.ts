import { schemaSettingsResponseSchema, type SchemaSettingsInput } from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
    onSuccess: (saved) => queryClient.setQueryData(schemaSettingsKeys.detail('current'), saved),
  });
}

/** Reads the settings again: after a save refused because another admin saved first. */
export function useReloadSchemaSettings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schemaSettingsKeys.all });
}
