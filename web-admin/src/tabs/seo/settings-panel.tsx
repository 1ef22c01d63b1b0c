import type { SeoSettings, VersionedSeoSettings } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { useVersionedSave, whoChanged } from '../../lib/edit-conflict';
import { toastFailure } from '../../lib/feedback';
import { Button, Card, ConflictDialog, Input, LoadError, Skeleton, Textarea, useToast } from '../../ui';
import { seoSettingsQueryOptions, staleSeoSettingsOf, useUpdateSeoSettings } from './queries';
import {
  changedSettings,
  checkSettingsDraft,
  settingsDifferences,
  settingsDraftOf,
  settingsFieldErrors,
  type SettingsDraft,
  type SettingsFieldErrors,
} from './settings-form';

const settingsThing = { plural: 'settings' };

/**
 * The settings form. A save is based on the version the form loaded (If-Match): when someone
 * saved the settings meanwhile, nothing is written and the conflict dialog says who and what
 * differs ('Reload their version', or 'Apply my change on top' of theirs).
 */
function SettingsForm({ settings }: { settings: VersionedSeoSettings }) {
  const { toast } = useToast();
  const update = useUpdateSeoSettings();
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(settings));
  const [errors, setErrors] = useState<SettingsFieldErrors>({});
  const { base, theirs, save, reload } = useVersionedSave(settings, staleSeoSettingsOf, async (change: { body: Partial<SeoSettings>; basedOn: number }) => {
    const saved = await update.mutateAsync(change);
    // The form goes on from the version it saved.
    reload(saved);
    setDraft(settingsDraftOf(saved));
    toast({ title: 'Settings saved', description: 'The SEO settings are in force.' });
  });
  const loaded = base ?? settings;

  /** Saves the form based on `basedOn`: whole, or (on top of theirs) only what it changed since the version it loaded. */
  const submit = async (basedOn: number, onTop: boolean) => {
    const check = checkSettingsDraft(draft);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    try {
      await save({ body: onTop ? changedSettings(loaded, draft, check.settings) : check.settings, basedOn });
    } catch (error) {
      // Based on an older version: the conflict dialog shows it.
      if (staleSeoSettingsOf(error)) return;
      if (error instanceof ApiError) setErrors(settingsFieldErrors(error.body?.details));
      toastFailure('Failed to save settings', error, 'The settings were not saved');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(loaded.version, false);
  };

  return (
    <>
      <form className="ui-stack seo-settings" onSubmit={onSubmit} noValidate>
        <Textarea
          label="Programmatic keyword templates"
          hint="One per line; {city} becomes the city's name. Each new city page gets these keywords."
          rows={6}
          value={draft.templates}
          onChange={(event) => setDraft({ ...draft, templates: event.target.value })}
          error={errors.templates}
        />
        <Input
          label="Tracking window (days)"
          hint="Positions are averaged over this many days of Search Console data (1 to 480)."
          type="number"
          inputMode="numeric"
          min={1}
          max={480}
          value={draft.windowDays}
          onChange={(event) => setDraft({ ...draft, windowDays: event.target.value })}
          error={errors.windowDays}
          fieldClassName="seo-settings__window"
        />
        <Input
          label="Near-duplicate threshold (%)"
          hint="A city page this similar to another (shared 5-word phrases of its main text) is flagged in Page Analytics (70 to 100)."
          type="number"
          inputMode="numeric"
          min={70}
          max={100}
          value={draft.nearDuplicateThreshold}
          onChange={(event) => setDraft({ ...draft, nearDuplicateThreshold: event.target.value })}
          error={errors.nearDuplicateThreshold}
          fieldClassName="seo-settings__window"
        />
        <div>
          <Button type="submit" busy={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
      {theirs && (
        <ConflictDialog
          what={settingsThing}
          who={whoChanged(theirs, settingsThing)}
          differences={settingsDifferences(theirs, draft)}
          onReload={() => {
            reload(theirs);
            setDraft(settingsDraftOf(theirs));
            setErrors({});
          }}
          onApplyOnTop={() => submit(theirs.version, true)}
        />
      )}
    </>
  );
}

/** The SEO Analytics settings the seo service keeps. */
export function SettingsPanel() {
  const settings = useQuery(seoSettingsQueryOptions());
  return (
    <Card title="Tracking Settings">
      {settings.error ? (
        <LoadError what="The settings" error={settings.error} />
      ) : !settings.data ? (
        <div role="status">
          <span className="visually-hidden">Loading the settings...</span>
          <Skeleton height="8rem" />
        </div>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </Card>
  );
}
