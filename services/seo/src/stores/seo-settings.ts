import { seoSettingsSchema, type SeoSettings } from '@local-seo/contracts';
import { defaultProgrammaticTemplates } from '../domain/index.js';
import type { Db } from '../db.js';

const defaultSeoSettings: SeoSettings = {
  programmatic_keyword_templates: [...defaultProgrammaticTemplates],
  tracking_window_days: 28,
};

type Key = keyof SeoSettings;
const keys = Object.keys(defaultSeoSettings) as Key[];

/** The settings in force: each stored value that still passes its schema, else its default. */
export async function readSeoSettings(db: Db): Promise<SeoSettings> {
  const rows = await db.seoSetting.findMany({ where: { settingKey: { in: keys } } });
  const settings: Record<string, unknown> = { ...defaultSeoSettings };
  for (const row of rows) {
    const key = row.settingKey as Key;
    try {
      const parsed = seoSettingsSchema.shape[key].safeParse(JSON.parse(row.settingValue));
      if (parsed.success) settings[key] = parsed.data;
    } catch {
      // A value that is not JSON is ignored: the default stays in force.
    }
  }
  return settings as SeoSettings;
}

/** Stores the settings sent (already validated); the others keep their values. */
export async function writeSeoSettings(db: Db, change: Partial<SeoSettings>): Promise<void> {
  for (const key of keys) {
    const value = change[key];
    if (value === undefined) continue;
    const settingValue = JSON.stringify(value);
    await db.seoSetting.upsert({ where: { settingKey: key }, create: { settingKey: key, settingValue }, update: { settingValue } });
  }
}
