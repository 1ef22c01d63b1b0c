import { autoFillSeo, cityCreated, cityUpdated, fieldChanges, type AdminCity, type CityCreate, type CityUpdate } from '@local-seo/contracts';
import { changeVersioned, conflict, notFound, type VersionedWrite } from '@local-seo/service-kit';
import { activationOf, changedFields } from '../domain/index.js';
import { Prisma, type City } from '../generated/prisma/client.js';
import { toCityCreateData, toCityData } from './city-data.js';
import { toAdminCity, toCityFacts } from './city-mapping.js';
import { isTrashedPublishedCitySlug } from './city-trash.js';
import type { Context, Db, Tx } from './db.js';

const slugTaken = (slug: string) => conflict(`A city with the URL slug "${slug}" already exists; choose another slug`);
const slugRedirects = (slug: string) =>
  conflict(`The URL slug "${slug}" was used by another city and its address still leads there; choose another slug`);
export const cityNotFound = () => notFound('City not found');
const byName = { cityName: 'asc' } as const;

/** Turns the unique-index race (two creates at once) into the same 409 as the check. */
function uniqueSlugViolation(slug: string) {
  return (err: unknown): never => {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw slugTaken(slug);
    throw err;
  };
}

const cityRecord = (tx: Tx, id: number) => ({ table: 'cities', what: 'city', read: () => tx.city.findUnique({ where: { id } }), view: toAdminCity, notFound: cityNotFound });

/**
 * Refuses a slug that another city has now or had before (its address still
 * redirects there: docs/behaviour/public-site.md#addresses-that-keep-their-value).
 */
async function ensureSlugFree(tx: Tx, slug: string, cityId: number | null): Promise<void> {
  const current = await tx.city.findUnique({ where: { urlSlug: slug }, select: { id: true } });
  if (current && current.id !== cityId) throw slugTaken(slug);
  const former = await tx.formerSlug.findUnique({ where: { slug } });
  if (former && former.cityId !== cityId) throw slugRedirects(slug);
}

/**
 * In the transaction that changes a city's slug: the old one becomes a former
 * slug of the city, and the new one, if it was a former slug of the same city, is
 * current again. Each former slug names the city, never the slug after it, so an
 * old address leads to the current one in one hop however often the slug changed.
 */
async function recordSlugChange(tx: Tx, cityId: number, from: string, to: string): Promise<void> {
  await tx.formerSlug.deleteMany({ where: { slug: to, cityId } });
  await tx.formerSlug.upsert({ where: { slug: from }, create: { slug: from, cityId }, update: { cityId, retiredAt: new Date() } });
}

/** Every city, by name (`pageActive` only: the live ones). */
export const citiesByName = (db: Db, liveOnly: boolean): Promise<City[]> =>
  db.city.findMany({ ...(liveOnly ? { where: { pageActive: true } } : {}), orderBy: byName });

/** One page of the cities by id, after `after` (the CSV export). */
export const citiesAfter = (db: Db, after: number | undefined, limit: number): Promise<City[]> =>
  db.city.findMany({ where: { id: { gt: after ?? 0 } }, orderBy: { id: 'asc' }, take: limit });

/** The lean index of every city (the sitemap follows it): a few columns, ordered by id. */
export async function cityIndex(db: Db) {
  const rows = await db.city.findMany({ select: { id: true, urlSlug: true, pageActive: true, updatedAt: true }, orderBy: { id: 'asc' } });
  return rows.map((c) => ({ id: c.id, url_slug: c.urlSlug, page_active: c.pageActive, updated_at: c.updatedAt.toISOString() }));
}

export const cityById = (db: Db, id: number): Promise<City | null> => db.city.findUnique({ where: { id } });

/** The city of a slug, current or former (the answer's url_slug is where the address leads now). */
export async function cityBySlug(db: Db, slug: string): Promise<City | undefined | null> {
  return (await db.city.findUnique({ where: { urlSlug: slug } })) ?? (await db.formerSlug.findUnique({ where: { slug }, include: { city: true } }))?.city;
}

/**
 * Whether an address's city is live, or was public once and made inactive or deleted (the public site answers
 * 410 Gone for the latter). A city never published is unknown to the public, as a slug no city has: null.
 */
export async function pageStateOf(ctx: Context, slug: string): Promise<'live' | 'inactive' | null> {
  const select = { pageActive: true, everPublished: true } as const;
  const city =
    (await ctx.db.city.findUnique({ where: { urlSlug: slug }, select })) ?? (await ctx.db.formerSlug.findUnique({ where: { slug }, select: { city: { select } } }))?.city;
  if (city?.pageActive) return 'live';
  if (city?.everPublished) return 'inactive';
  if (city) return null;
  // A city in the Trash that was public is gone, not unknown: its page answers 410 until it is restored or purged.
  if (await isTrashedPublishedCitySlug(ctx, slug)) return 'inactive';
  return null;
}

/** Creates a city (its SEO fields filled from its name when not given) and tells every service. */
export async function createCity(ctx: Context, input: CityCreate, brandName: string): Promise<City> {
  const seo = autoFillSeo(input.city_name, input.province, brandName);
  return ctx
    .transact(async (tx, emit) => {
      await ensureSlugFree(tx, input.url_slug, null);
      const created = await tx.city.create({
        data: {
          ...toCityCreateData(input),
          seoTitle: input.seo_title ?? seo?.seo_title ?? null,
          seoDescription: input.seo_description ?? seo?.seo_description ?? null,
        },
      });
      emit(cityCreated.create({ city: toCityFacts(created), summary: { name: created.cityName, after: toAdminCity(created) } }, ctx.name));
      return created;
    })
    .catch(uniqueSlugViolation(input.url_slug));
}

/**
 * A compare-and-set on the version the change was based on (If-Match, else the one read here, the row locked
 * first so the last writer wins): docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other.
 */
export function updateCity(ctx: Context, id: number, change: CityUpdate, write: VersionedWrite) {
  return changeVersioned(ctx.transact, cityRecord, id, write, async ({ tx, emit, before, was, set }) => {
    if (change.url_slug && change.url_slug !== before.urlSlug) await ensureSlugFree(tx, change.url_slug, id);
    const changed = changedFields(was, { ...was, ...change });
    if (changed.length === 0) return before;
    // Any real change means the page's structured data must be built again.
    const rebuild = change.needs_schema_rebuild === undefined ? { needsSchemaRebuild: true } : {};
    await set((where, stamp) =>
      tx.city.updateMany({ where, data: { ...(toCityData(change) as Prisma.CityUpdateManyMutationInput), ...rebuild, ...stamp } }),
    );
    const current = await tx.city.findUniqueOrThrow({ where: { id } });
    if (current.urlSlug !== before.urlSlug) await recordSlugChange(tx, id, before.urlSlug, current.urlSlug);
    emit(
      cityUpdated.create(
        {
          city: toCityFacts(current),
          changed,
          activation: activationOf(before.pageActive, current.pageActive),
          previousSlug: before.urlSlug === current.urlSlug ? null : before.urlSlug,
          summary: fieldChanges(was, toAdminCity(current), changed as (keyof AdminCity)[], current.cityName),
        },
        ctx.name,
      ),
    );
    return current;
  }).catch(uniqueSlugViolation(change.url_slug ?? ''));
}
