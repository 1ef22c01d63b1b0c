import { seoSettingsSchema, type FieldIssue, type SeoSettings } from '@local-seo/contracts';

/** The settings form as typed: templates one per line, the window as text. */
export interface SettingsDraft {
  templates: string;
  windowDays: string;
}

export type SettingsFieldErrors = Partial<Record<keyof SettingsDraft, string>>;

export const settingsDraftOf = (settings: SeoSettings): SettingsDraft => ({
  templates: settings.programmatic_keyword_templates.join('\n'),
  windowDays: String(settings.tracking_window_days),
});

/** The service's messages on the fields they concern (a template's is 'programmatic_keyword_templates.2'). */
export function settingsFieldErrors(details: readonly FieldIssue[] | undefined): SettingsFieldErrors {
  const errors: SettingsFieldErrors = {};
  for (const issue of details ?? []) {
    const field = issue.field.startsWith('programmatic_keyword_templates')
      ? 'templates'
      : issue.field === 'tracking_window_days'
        ? 'windowDays'
        : undefined;
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

const windowMessage = 'Tracking window must be 1 to 480 days';

type SettingsDraftCheck = { ok: true; settings: SeoSettings } | { ok: false; errors: SettingsFieldErrors };

/** Checks the form with the service's own schema, so the messages are the ones it would answer. */
export function checkSettingsDraft(draft: SettingsDraft): SettingsDraftCheck {
  const days = draft.windowDays.trim();
  const parsed = seoSettingsSchema.safeParse({
    programmatic_keyword_templates: draft.templates
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    tracking_window_days: Number(days),
  });
  const errors = parsed.success
    ? {}
    : settingsFieldErrors(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
  // Not a number at all: the schema's own words would be a type error.
  if (days === '' || !Number.isFinite(Number(days))) errors.windowDays = windowMessage;
  return parsed.success && !errors.windowDays ? { ok: true, settings: parsed.data } : { ok: false, errors };
}
