import { describe, expect, it } from 'vitest';
import { checkSettingsDraft, settingsDraftOf, settingsFieldErrors } from './settings-form';

describe('the SEO settings form', () => {
  it('shows the templates one per line and the window as text', () => {
    expect(settingsDraftOf({ programmatic_keyword_templates: ['topsoil {city}', 'mulch {city}'], tracking_window_days: 28 })).toEqual({
      templates: 'topsoil {city}\nmulch {city}',
      windowDays: '28',
    });
  });

  it('sends trimmed templates without blank lines', () => {
    expect(checkSettingsDraft({ templates: ' topsoil {city} \n\nmulch {city}\n', windowDays: '90' })).toEqual({
      ok: true,
      settings: { programmatic_keyword_templates: ['topsoil {city}', 'mulch {city}'], tracking_window_days: 90 },
    });
  });

  it("uses the service's messages", () => {
    expect(checkSettingsDraft({ templates: 'topsoil near me', windowDays: '481' })).toEqual({
      ok: false,
      errors: { templates: 'Each keyword template must contain {city}', windowDays: 'Tracking window must be 1 to 480 days' },
    });
    expect(checkSettingsDraft({ templates: '', windowDays: '' })).toEqual({
      ok: false,
      errors: { windowDays: 'Tracking window must be 1 to 480 days' },
    });
    expect(checkSettingsDraft({ templates: '', windowDays: '2.5' })).toEqual({
      ok: false,
      errors: { windowDays: 'Tracking window must be a whole number of days' },
    });
  });

  it("puts the server's field messages on the fields", () => {
    expect(
      settingsFieldErrors([
        { field: 'programmatic_keyword_templates.1', message: 'A keyword template cannot be empty' },
        { field: 'tracking_window_days', message: 'Tracking window must be 1 to 480 days' },
        { field: 'other', message: 'ignored' },
      ]),
    ).toEqual({ templates: 'A keyword template cannot be empty', windowDays: 'Tracking window must be 1 to 480 days' });
  });
});
