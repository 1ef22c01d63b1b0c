import { describe, expect, it } from 'vitest';
import { changedSettings, checkSettingsDraft, settingsDifferences, settingsDraftOf, settingsFieldErrors } from './settings-form';

describe('the SEO settings form', () => {
  it('shows the templates one per line and the window as text', () => {
    expect(settingsDraftOf({ programmatic_keyword_templates: ['topsoil {city}', 'mulch {city}'], tracking_window_days: 28, near_duplicate_threshold: 80 })).toEqual({
      templates: 'topsoil {city}\nmulch {city}',
      windowDays: '28',
      nearDuplicateThreshold: '80',
    });
  });

  it('sends trimmed templates without blank lines', () => {
    expect(checkSettingsDraft({ templates: ' topsoil {city} \n\nmulch {city}\n', windowDays: '90', nearDuplicateThreshold: ' 85 ' })).toEqual({
      ok: true,
      settings: { programmatic_keyword_templates: ['topsoil {city}', 'mulch {city}'], tracking_window_days: 90, near_duplicate_threshold: 85 },
    });
  });

  it("uses the service's messages", () => {
    expect(checkSettingsDraft({ templates: 'topsoil near me', windowDays: '481', nearDuplicateThreshold: '65' })).toEqual({
      ok: false,
      errors: {
        templates: 'Each keyword template must contain {city}',
        windowDays: 'Tracking window must be 1 to 480 days',
        nearDuplicateThreshold: 'The near-duplicate threshold must be 70 to 100%',
      },
    });
    expect(checkSettingsDraft({ templates: '', windowDays: '', nearDuplicateThreshold: '' })).toEqual({
      ok: false,
      errors: { windowDays: 'Tracking window must be 1 to 480 days', nearDuplicateThreshold: 'The near-duplicate threshold must be 70 to 100%' },
    });
    expect(checkSettingsDraft({ templates: '', windowDays: '2.5', nearDuplicateThreshold: '80.5' })).toEqual({
      ok: false,
      errors: { windowDays: 'Tracking window must be a whole number of days', nearDuplicateThreshold: 'The near-duplicate threshold must be a whole percentage' },
    });
  });

  it("puts the server's field messages on the fields", () => {
    expect(
      settingsFieldErrors([
        { field: 'programmatic_keyword_templates.1', message: 'A keyword template cannot be empty' },
        { field: 'tracking_window_days', message: 'Tracking window must be 1 to 480 days' },
        { field: 'near_duplicate_threshold', message: 'The near-duplicate threshold must be 70 to 100%' },
        { field: 'other', message: 'ignored' },
      ]),
    ).toEqual({
      templates: 'A keyword template cannot be empty',
      windowDays: 'Tracking window must be 1 to 480 days',
      nearDuplicateThreshold: 'The near-duplicate threshold must be 70 to 100%',
    });
  });
});

describe('a save of the SEO settings refused for being based on an older version', () => {
  const loaded = { programmatic_keyword_templates: ['topsoil {city}'], tracking_window_days: 28, near_duplicate_threshold: 80 };
  const theirs = { programmatic_keyword_templates: ['topsoil {city}'], tracking_window_days: 42, near_duplicate_threshold: 80 };

  it('lists the fields where theirs and the form differ, the templates one after the other, blank lines and spaces not counting', () => {
    const yours = { templates: ' topsoil {city}\n\nmulch {city} ', windowDays: '28', nearDuplicateThreshold: '90' };
    expect(settingsDifferences(theirs, yours)).toEqual([
      { label: 'Programmatic keyword templates', theirs: 'topsoil {city}', yours: 'topsoil {city}, mulch {city}' },
      { label: 'Tracking window (days)', theirs: '42', yours: '28' },
      { label: 'Near-duplicate threshold (%)', theirs: '80', yours: '90' },
    ]);
    expect(settingsDifferences(theirs, { templates: 'topsoil {city}\n', windowDays: ' 42', nearDuplicateThreshold: '80 ' })).toEqual([]);
  });

  it('sends on top of theirs only the settings the form changed since it loaded its version', () => {
    const yours = { templates: 'topsoil {city}\nmulch {city}', windowDays: '28', nearDuplicateThreshold: '80' };
    const check = checkSettingsDraft(yours);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(changedSettings(loaded, yours, check.settings)).toEqual({ programmatic_keyword_templates: ['topsoil {city}', 'mulch {city}'] });
  });
});
