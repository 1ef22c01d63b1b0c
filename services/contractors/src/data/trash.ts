import { contractorDirectoryChanged, type Actor, type TrashItem } from '@local-seo/contracts';
import { conflict, listTrash, moveToTrash, notFound, restoreFromTrash, type SqlClient, type TrashKind } from '@local-seo/service-kit';
import type { Industry } from '../domain/industries.js';
import type { Context } from './db.js';

/**
 * A deleted contractor goes to the Trash (docs/decisions.md, decision 11): its row leaves
 * the contractors table, so the public directory, the staff lists, the stats and the
 * export no longer see it, and an import can create one of its name again; restored, it
 * comes back with its id and fields. A population leaves out the places in the Trash, so
 * that it does not add again a template contractor staff deleted.
 */
const contractorTrash: TrashKind = { entity: 'contractor', table: 'contractors', label: 'Contractor' };

export const trashedContractors = (ctx: Context): Promise<TrashItem[]> => listTrash(ctx.db, 'contractor');

/** The name staff know a contractor by: a template one's comes live from Places, so its place id stands in. */
const nameOf = (row: { name: string | null; googlePlacesId: string | null; id: number }) =>
  row.name ?? (row.googlePlacesId ? `Template contractor (Google place ${row.googlePlacesId})` : `Contractor ${row.id}`);

/** Moves a contractor to the Trash; the pages of its city drop their cached copies. */
export async function trashContractor(ctx: Context, id: number, actor?: Actor): Promise<TrashItem> {
  return ctx.transact(async (tx, emit) => {
    const contractor = await tx.contractor.findUnique({ where: { id } });
    if (!contractor) throw notFound('Contractor not found');
    const city = await tx.city.findUnique({ where: { id: contractor.cityId }, select: { name: true } });
    const name = nameOf(contractor);
    const item = await moveToTrash(tx, contractorTrash, id, { name, detail: city?.name ?? null, actor });
    emit(contractorDirectoryChanged.create({ cityIds: [contractor.cityId], reason: 'trashed', contractorIds: [id], summary: { name } }, ctx.name));
    return item;
  });
}

/**
 * Brings a contractor back from the Trash; 409 when a live one has taken its place since
 * (the same Google place in its city and industry, or an authentic one of its name).
 */
export async function restoreContractor(ctx: Context, id: number): Promise<TrashItem> {
  return ctx.transact(async (tx, emit) => {
    const { item, record } = await restoreFromTrash(tx, contractorTrash, id, async (row, { name, detail }) => {
      const key = { cityId: Number(row.city_id), industrySector: row.industry_sector as Industry };
      const twin = row.google_places_id
        ? await tx.contractor.findFirst({ where: { ...key, googlePlacesId: String(row.google_places_id) }, select: { id: true } })
        : row.name_key
          ? await tx.contractor.findFirst({ where: { ...key, nameKey: String(row.name_key) }, select: { id: true } })
          : null;
      if (twin) throw conflict(`A contractor named "${name}" exists${detail ? ` in ${detail}` : ''} (id ${twin.id}); rename or delete it before restoring this one`);
    });
    emit(contractorDirectoryChanged.create({ cityIds: [Number(record.city_id)], reason: 'restored', contractorIds: [id], summary: { name: item.name } }, ctx.name));
    return item;
  });
}

/** The Google places of a city and industry whose template contractor is in the Trash. */
export async function trashedPlaceIds(tx: SqlClient, cityId: number, industry: string): Promise<Set<string>> {
  const rows = await tx.$queryRawUnsafe<{ place_id: string }[]>(
    `SELECT record->>'google_places_id' AS place_id FROM trash
     WHERE entity = 'contractor' AND (record->>'city_id')::int = $1 AND record->>'industry_sector' = $2 AND record->>'google_places_id' IS NOT NULL`,
    cityId,
    industry,
  );
  return new Set(rows.map((row) => row.place_id));
}
