import { seoSettingsSchema, type FieldIssue, type SeoSettings } from '@local-seo/contracts';
import { changedFields, differingFields, onlyChanged } from '../../lib/edit-conflict';
import { firstMessages } from '../../lib/form-check';
import type { ShownDifference } from '../../ui';

/** The settings form as typed: templates one per line, the window and the threshold as text. */
export interface SettingsDraft {
  templates: string;
  windowDays: string;
  nearDuplicateThreshold: string;
}

export type SettingsFieldErrors = Partial<Record<keyof SettingsDraft, string>>;

export const settingsDraftOf = (settings: SeoSettings): SettingsDraft => ({
  templates: settings.programmatic_keyword_templates.join('\n'),
  windowDays: String(settings.tracking_window_days),
  nearDuplicateThreshold: String(settings.near_duplicate_threshold),
});

/** The service's messages on the fields they concern (a template's is 'programmatic_keyword_templates.2'). */
export function settingsFieldErrors(details: readonly FieldIssue[] | undefined): SettingsFieldErrors {
  return firstMessages(details ?? [], (field) =>
    typeof field === 'string' && field.startsWith('programmatic_keyword_templates')
      ? 'templates'
      : field === 'tracking_window_days'
        ? 'windowDays'
        : field === 'near_duplicate_threshold'
          ? 'nearDuplicateThreshold'
          : undefined,
  );
}

const windowMessage = 'Tracking window must be 1 to 480 days';
const thresholdMessage = 'The near-duplicate threshold must be 70 to 100%';

type SettingsDraftCheck = { ok: true; settings: SeoSettings } | { ok: false; errors: SettingsFieldErrors };

/** Checks the form with the service's own schema, so the messages are the ones it would answer. */
export function checkSettingsDraft(draft: SettingsDraft): SettingsDraftCheck {
  const days = draft.windowDays.trim();
  const threshold = draft.nearDuplicateThreshold.trim();
  const parsed = seoSettingsSchema.safeParse({
    programmatic_keyword_templates: draft.templates
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    tracking_window_days: Number(days),
    near_duplicate_threshold: Number(threshold),
  });
  const errors = parsed.success
    ? {}
    : settingsFieldErrors(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
  // Not a number at all: the schema's own words would be a type error.
  if (days === '' || !Number.isFinite(Number(days))) errors.windowDays = windowMessage;
  if (threshold === '' || !Number.isFinite(Number(threshold))) errors.nearDuplicateThreshold = thresholdMessage;
  return parsed.success && !errors.windowDays && !errors.nearDuplicateThreshold ? { ok: true, settings: parsed.data } : { ok: false, errors };
}

// What the conflict dialog tells when a save was refused for being based on an older version of
// the settings (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).

/** The form's fields in the order it shows them, with their labels and the setting each one holds. */
const settingsFields = {
  templates: { label: 'Programmatic keyword templates', setting: 'programmatic_keyword_templates' },
  windowDays: { label: 'Tracking window (days)', setting: 'tracking_window_days' },
  nearDuplicateThreshold: { label: 'Near-duplicate threshold (%)', setting: 'near_duplicate_threshold' },
} as const satisfies Record<keyof SettingsDraft, { label: string; setting: keyof SeoSettings }>;
const draftFields = Object.keys(settingsFields) as (keyof SettingsDraft)[];

/** The form as it would be saved: templates trimmed, blank lines dropped (so that only a real change differs). */
const comparable = (draft: SettingsDraft): SettingsDraft => ({
  templates: draft.templates
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n'),
  windowDays: draft.windowDays.trim(),
  nearDuplicateThreshold: draft.nearDuplicateThreshold.trim(),
});

/** A value as the dialog shows it: the templates one after the other, '(none)' for nothing. */
const shownSetting = (value: string | boolean): string => (value === '' ? '(none)' : String(value).split('\n').join(', '));

/** The fields where their version and the form differ, labelled for the dialog. */
export function settingsDifferences(theirs: SeoSettings, yours: SettingsDraft): ShownDifference[] {
  return differingFields(draftFields, settingsDraftOf(theirs), comparable(yours), shownSetting).map(({ field, theirs: their, yours: your }) => ({
    label: settingsFields[field].label,
    theirs: their,
    yours: your,
  }));
}

/** Of the settings checked, only those whose field the form changed since the version it loaded: what 'Apply my change on top' sends. */
export function changedSettings(loaded: SeoSettings, yours: SettingsDraft, settings: SeoSettings): Partial<SeoSettings> {
  const changed = changedFields(draftFields, settingsDraftOf(loaded), comparable(yours)).map((field) => settingsFields[field].setting);
  return onlyChanged(settings, changed);
}
