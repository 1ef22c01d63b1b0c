import { schemaSettingsSchema, schemaSettingsUpdated, type SchemaSettings, type SchemaSettingsVersion } from '@local-seo/contracts';
import { HttpError, notFound } from '@local-seo/service-kit';
import { lockFor, type Db, type Context } from './db.js';
import { changedSections } from '../domain/index.js';
import type { SchemaSettingsVersion as VersionRow } from '../generated/prisma/client.js';

export function toVersion(row: VersionRow): SchemaSettingsVersion {
  return {
    version: row.version,
    updated_at: row.createdAt.toISOString(),
    // Stored versions passed this schema when written; parsing again fills what a later schema added.
    settings: schemaSettingsSchema.parse(row.settings),
    changed_sections: row.changedSections,
  };
}

/** Stores the defaults as version 1 when no version exists yet (idempotent, also when instances start together). */
export async function ensureFirstVersion(db: Db, defaults: SchemaSettings): Promise<void> {
  await db.schemaSettingsVersion.createMany({
    data: [{ version: 1, settings: defaults, changedSections: Object.keys(defaults) }],
    skipDuplicates: true,
  });
}

/** Every saved version, the latest first. */
export async function latestVersions(db: Db, limit: number): Promise<SchemaSettingsVersion[]> {
  const rows = await db.schemaSettingsVersion.findMany({ orderBy: { version: 'desc' }, take: limit });
  return rows.map(toVersion);
}

export async function currentVersion(db: Db): Promise<VersionRow> {
  const row = await db.schemaSettingsVersion.findFirst({ orderBy: { version: 'desc' } });
  if (!row) throw new Error('The schema settings have no version; the service stores the defaults at start');
  return row;
}

/**
 * Saves settings as a new version (the earlier ones are kept) and emits
 * seo.schema-settings.updated. Settings equal to the current ones make no new
 * version. `expectedVersion` (from If-Match) refuses a save based on a stale read.
 */
export async function saveSchemaSettings(
  ctx: Context,
  settings: SchemaSettings | ((tx: Db) => Promise<SchemaSettings>),
  expectedVersion?: number,
): Promise<{ version: SchemaSettingsVersion; created: boolean }> {
  return ctx.transact(async (tx, emit) => {
    await lockFor(tx, 'seo.schema-settings');
    if (typeof settings === 'function') settings = await settings(tx);
    const current = await currentVersion(tx);
    if (expectedVersion !== undefined && expectedVersion !== current.version) {
      throw new HttpError(
        412,
        `The schema settings changed since you loaded them (now version ${current.version}, yours ${expectedVersion}); reload them and apply your change again`,
      );
    }
    const changed = changedSections(schemaSettingsSchema.parse(current.settings), settings);
    if (changed.length === 0) return { version: toVersion(current), created: false };
    const row = await tx.schemaSettingsVersion.create({
      data: { version: current.version + 1, settings, changedSections: changed },
    });
    emit(schemaSettingsUpdated.create({ version: row.version, previousVersion: current.version, changedSections: changed }, ctx.name));
    return { version: toVersion(row), created: true };
  });
}

/**
 * Puts an earlier version's settings back in force: saved as a new version (the
 * history is kept), read inside the save's lock; 404 for a version never saved.
 */
export function restoreSchemaSettings(ctx: Context, version: number, expectedVersion?: number) {
  return saveSchemaSettings(
    ctx,
    async (tx) => {
      const row = await tx.schemaSettingsVersion.findUnique({ where: { version } });
      if (!row) throw notFound(`The schema settings have no version ${version}`);
      return toVersion(row).settings;
    },
    expectedVersion,
  );
}
