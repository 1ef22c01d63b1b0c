import { isDeepStrictEqual } from 'node:util';
import { seoSettingsSchema, type SeoSettings, type VersionedSeoSettings } from '@local-seo/contracts';
import { staleWrite, type VersionedWrite } from '@local-seo/service-kit';
import { defaultProgrammaticTemplates } from '../domain/index.js';
import type { Db, Tx } from './db.js';
import { Prisma } from '../generated/prisma/client.js';

const defaultSeoSettings: SeoSettings = {
  programmatic_keyword_templates: [...defaultProgrammaticTemplates],
  tracking_window_days: 28,
  near_duplicate_threshold: 80,
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

/** The settings in force as staff edit them: with their version (the ETag) and who saved them last. */
export async function readVersionedSeoSettings(db: Db): Promise<VersionedSeoSettings> {
  const settings = await readSeoSettings(db);
  // The migration inserts the row; created should it ever be missing.
  const version = (await db.seoSettingsVersion.findUnique({ where: { id: 1 } })) ?? (await db.seoSettingsVersion.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} }));
  return {
    ...settings,
    version: version.version,
    updated_at: version.updatedAt.toISOString(),
    // Stored from the gateway's actor header, which was parsed before it was written.
    updated_by: (version.updatedBy as VersionedSeoSettings['updated_by']) ?? null,
  };
}

/**
 * Stores the settings sent (already validated) that differ from those in force; the others keep
 * their values, and a save that changes nothing keeps the version. Run it in a transaction: it
 * first locks the settings' version row, so saves go in turn, each compared with the one before;
 * a save based on an older version than If-Match's is refused (412, with the settings as they
 * are now). Without If-Match the last writer wins.
 */
export async function writeSeoSettings(tx: Tx, change: Partial<SeoSettings>, write: VersionedWrite = {}): Promise<void> {
  const { expectedVersion, actor } = write;
  await tx.seoSettingsVersion.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
  const [locked] = await tx.$queryRaw<{ version: number }[]>`SELECT version FROM seo_settings_version WHERE id = 1 FOR UPDATE`;
  if (expectedVersion !== undefined && expectedVersion !== locked!.version) {
    throw staleWrite({ plural: 'SEO settings' }, await readVersionedSeoSettings(tx), expectedVersion);
  }
  const before = await readSeoSettings(tx);
  const changed = keys.filter((key) => change[key] !== undefined && !isDeepStrictEqual(change[key], before[key]));
  if (changed.length === 0) return;
  await tx.seoSettingsVersion.update({ where: { id: 1 }, data: { version: { increment: 1 }, updatedAt: new Date(), updatedBy: actor ?? Prisma.DbNull } });
  for (const key of changed) {
    const settingValue = JSON.stringify(change[key]);
    await tx.seoSetting.upsert({ where: { settingKey: key }, create: { settingKey: key, settingValue }, update: { settingValue } });
  }
}
