import { cityPurged, cityUpdated, type Actor, type TrashItem } from '@local-seo/contracts';
import { conflict, listTrash, moveToTrash, notFound, purgeTrash, restoreFromTrash, type TrashKind } from '@local-seo/service-kit';
import { toCityFacts } from './city-mapping.js';
import { trashChangeOf } from '../domain/index.js';
import type { City } from '../generated/prisma/client.js';
import type { Context } from './db.js';

/**
 * The cities' part of the Trash (docs/decisions.md, decision 11), on service-kit's Trash:
 * a deleted city leaves `cities` whole, with its earlier slugs, so every read (lists, the
 * index, the public reads, the nearby cities, the export) treats it as gone with no
 * filter of its own.
 *
 * Its slug is free at once, as every name in the Trash is (a city created meanwhile is
 * not refused because of a deletion nobody may ever undo); a restore whose slug a live
 * city has taken meanwhile answers 409 naming that city, and puts nothing back. An
 * earlier slug that a live city took meanwhile stays with that city.
 */
const cityTrashKind: TrashKind = {
  entity: 'city',
  table: 'cities',
  label: 'City',
  dependents: [{ table: 'city_former_slugs', column: 'city_id', keepWhere: 'NOT EXISTS (SELECT 1 FROM cities c WHERE c.url_slug = r.slug)' }],
};

/** What the Trash shows to tell a city apart: its page's address. */
const detailOf = (city: Pick<City, 'urlSlug'>) => `/${city.urlSlug}`;

/**
 * The city.updated a move to or from the Trash publishes: told as its page going dark
 * (trashed) or lighting again (restored, when it was live), so every consumer does what
 * it does for a page taken offline.
 */
function trashMoveEvent(ctx: Context, city: City, move: 'trashed' | 'restored') {
  const change = trashChangeOf(move, city.pageActive);
  return cityUpdated.create(
    {
      city: { ...toCityFacts(city), pageActive: change.pageActive },
      changed: change.changed,
      activation: change.activation,
      previousSlug: null,
      summary: { name: city.cityName },
      trash: move,
    },
    ctx.name,
  );
}

/** Moves a city to the Trash; its event tells every service its page is gone (404 when there is no such city). */
export function trashCity(ctx: Context, id: number, actor: Actor | undefined): Promise<TrashItem> {
  return ctx.transact(async (tx, emit) => {
    const city = await tx.city.findUnique({ where: { id } });
    if (!city) throw notFound('City not found');
    const item = await moveToTrash(tx, cityTrashKind, id, { name: city.cityName, detail: detailOf(city), actor });
    emit(trashMoveEvent(ctx, city, 'trashed'));
    return item;
  });
}

/** The cities in the Trash, newest first. */
export const listCityTrash = (ctx: Context): Promise<TrashItem[]> => listTrash(ctx.db, 'city');

/**
 * Puts a city back as it was, with the same id (its data in every other service is still
 * there, kept under that id), as a new version made by whoever restored it. 404 when it
 * is not in the Trash, 409 when a live city has its slug now.
 */
export function restoreCity(ctx: Context, id: number, actor: Actor | undefined): Promise<TrashItem> {
  return ctx.transact(async (tx, emit) => {
    const { item } = await restoreFromTrash(tx, cityTrashKind, id, async (record) => {
      const slug = String(record.url_slug);
      const holder = await tx.city.findUnique({ where: { urlSlug: slug }, select: { cityName: true } });
      if (holder) throw conflict(`The URL slug "${slug}" is now used by the city ${holder.cityName}; change that city's slug, then restore this one`);
      const former = await tx.formerSlug.findUnique({ where: { slug }, select: { city: { select: { cityName: true } } } });
      if (former) throw conflict(`The address /${slug} now leads to the city ${former.city.cityName} (an earlier slug of it); restore needs it free`);
      return { ...record, version: Number(record.version) + 1, updated_by: actor ?? null, updated_at: new Date().toISOString() };
    });
    const city = await tx.city.findUniqueOrThrow({ where: { id } });
    emit(trashMoveEvent(ctx, city, 'restored'));
    return item;
  });
}

/**
 * Whether a slug is, or was before, the address of a city now in the Trash that was public
 * once: its page answers 410 Gone, not 404, until the city is restored or purged.
 */
export async function isTrashedPublishedCitySlug(ctx: Context, slug: string): Promise<boolean> {
  // A row trashed before ever_published existed tells by page_active; one that never was public stays unknown (404).
  const rows = await ctx.db.$queryRawUnsafe<unknown[]>(
    `SELECT 1 FROM trash WHERE entity = 'city'
        AND COALESCE((record->>'ever_published')::boolean, (record->>'page_active')::boolean, false)
        AND (record->>'url_slug' = $1 OR dependents->'city_former_slugs' @> jsonb_build_array(jsonb_build_object('slug', $1::text)))
      LIMIT 1`,
    slug,
  );
  return rows.length > 0;
}

/**
 * Forgets the cities deleted more than 30 days before `now`, and tells every service
 * (`cities.city.purged`, in the same transaction) to drop its copy and what it kept of them.
 */
export function purgeExpiredCities(ctx: Context, now = new Date()): Promise<{ id: number; name: string }[]> {
  return ctx.transact(async (tx, emit) => {
    const slugs = new Map(
      (await tx.$queryRawUnsafe<{ record_id: number; slug: string }[]>(`SELECT record_id, record->>'url_slug' AS slug FROM trash WHERE entity = 'city'`)).map(
        (row) => [row.record_id, row.slug],
      ),
    );
    const purged = await purgeTrash(tx, ['city'], now);
    for (const city of purged) {
      emit(cityPurged.create({ city: { id: city.id, citySlug: slugs.get(city.id) ?? String(city.id), cityName: city.name } }, ctx.name));
    }
    return purged.map(({ id, name }) => ({ id, name }));
  });
}
