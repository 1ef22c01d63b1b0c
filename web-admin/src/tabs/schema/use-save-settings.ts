import type { FieldIssue, SchemaSettings, SchemaSettingsInput } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { toastFailure } from '../../lib/feedback';
import { useToast } from '../../ui';
import { schemaSettingsQueryOptions, useSaveSchemaSettings } from './queries';
import { issuesUnder, withSection } from './rules';

/** The service's answer to a save built on a version that is no longer the latest. */
const isStaleVersion = (error: unknown) => error instanceof ApiError && error.status === 412;

/**
 * Saving one editor's part of the settings: a toast either way, the server's
 * validation messages of that part (fields relative to it) for the editor to
 * show beside its fields, and `conflict` when another admin saved first (the
 * save names the version it was built on, so it cannot overwrite theirs).
 */
export function useSaveSettings(section: keyof SchemaSettings) {
  const { toast } = useToast();
  // The version the editors show: what a save is built on.
  const loaded = useQuery(schemaSettingsQueryOptions()).data;
  const save = useSaveSchemaSettings();
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [conflict, setConflict] = useState(false);

  const submit = (settings: SchemaSettingsInput, onSaved: () => void) => {
    if (!loaded) return;
    setIssues([]);
    setConflict(false);
    save.mutate(
      { settings, basedOn: loaded.version },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Schema settings saved',
            description: `Version ${saved.version} is now used for the public pages' structured data.`,
          });
          onSaved();
        },
        onError: (error) => {
          setConflict(isStaleVersion(error));
          setIssues(issuesUnder(error instanceof ApiError ? error.body?.details : undefined, section));
          toastFailure('Failed to save schema settings', error, 'The schema settings were not saved');
        },
      },
    );
  };

  /** Forgets the last save's messages (the editor closes). */
  const reset = () => {
    setIssues([]);
    setConflict(false);
  };

  return { submit, issues, conflict, reset, saving: save.isPending };
}

/**
 * An editor of one section of the settings through a draft: `setDraft` opens it, `onSubmit` saves
 * the section built from the draft (and closes it once saved), `cancel` closes it and forgets the
 * last save's messages; `issues`, `conflict` and `saving` as useSaveSettings says.
 */
export function useSectionEditor<K extends keyof SchemaSettings, Draft>(settings: SchemaSettings, section: K, sectionOf: (draft: Draft) => SchemaSettings[K]) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const { submit, reset, ...save } = useSaveSettings(section);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) submit(withSection(settings, section, sectionOf(draft)), () => setDraft(null));
  };
  const cancel = () => {
    setDraft(null);
    reset();
  };
  return { draft, setDraft, onSubmit, cancel, ...save };
}
