import type { SeoSettings } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { toastFailure } from '../../lib/feedback';
import { Alert, Button, Card, Input, Skeleton, Textarea, useToast } from '../../ui';
import { seoSettingsQueryOptions, useUpdateSeoSettings } from './queries';
import { checkSettingsDraft, settingsDraftOf, settingsFieldErrors, type SettingsDraft, type SettingsFieldErrors } from './settings-form';

function SettingsForm({ settings }: { settings: SeoSettings }) {
  const { toast } = useToast();
  const save = useUpdateSeoSettings();
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(settings));
  const [errors, setErrors] = useState<SettingsFieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkSettingsDraft(draft);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    save.mutate(check.settings, {
      onSuccess: (saved) => {
        setDraft(settingsDraftOf(saved));
        toast({ title: 'Settings saved', description: 'The SEO settings are in force.' });
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(settingsFieldErrors(error.body?.details));
        toastFailure('Failed to save settings', error, 'The settings were not saved');
      },
    });
  };

  return (
    <form className="seo-settings" onSubmit={onSubmit} noValidate>
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
      <div>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

/** The SEO Analytics settings the seo service keeps. */
export function SettingsPanel() {
  const settings = useQuery(seoSettingsQueryOptions());
  return (
    <Card title="Tracking Settings">
      {settings.error ? (
        <Alert variant="destructive" title="The settings could not be loaded">
          {settings.error.message}
        </Alert>
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
