import { adminCitySchema, autoFillSeo, citiesRoutes, cityCreated, cityUpdated, fieldChanges, slugPattern, type AdminCity } from '@local-seo/contracts';
import { cellsOf, changeVersioned, conflict, csvPages, notFound, sendCsvExport, serve, versionedWriteOf, withVersionTag } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { toAdminCity, toCityFacts, toPublicCity } from '../city-mapping.js';
import { cityPage } from '../city-page.js';
import { isTrashedPublishedCitySlug } from '../city-trash.js';
import { toCityCreateData, toCityData, withSafeContent } from '../city-data.js';
import { activationOf, changedFields } from '../domain/index.js';
import { Prisma } from '../generated/prisma/client.js';
import type { Context, Tx } from '../data/db.js';

const slugTaken = (slug: string) => conflict(`A city with the URL slug "${slug}" already exists; choose another slug`);
const slugRedirects = (slug: string) =>
  conflict(`The URL slug "${slug}" was used by another city and its address still leads there; choose another slug`);
const cityNotFound = () => notFound('City not found');
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

export function registerCityRoutes(app: FastifyInstance, ctx: Context, brandName: string): void {
  const { db } = ctx;

  serve(app, citiesRoutes.listActive, async () =>
    (await db.city.findMany({ where: { pageActive: true }, orderBy: byName })).map(toPublicCity),
  );

  serve(app, citiesRoutes.listAll, async () => (await db.city.findMany({ orderBy: byName })).map(toAdminCity));
  serve(app, citiesRoutes.listPage, ({ query }) => cityPage(db, query));

  // Lean, for services that follow every city (the sitemap): a few columns, ordered by id.
  // Cities have no import: the download has the staff API's fields as its columns.
  const cityFields = adminCitySchema.keyof().options;
  serve(app, citiesRoutes.exportCities, ({ reply }) =>
    sendCsvExport(
      reply,
      'cities.csv',
      cityFields,
      csvPages({
        read: (after: number | undefined, limit) => db.city.findMany({ where: { id: { gt: after ?? 0 } }, orderBy: { id: 'asc' }, take: limit }),
        key: (city) => city.id,
        cells: (city) => cellsOf(toAdminCity(city), cityFields),
      }),
    ),
  );
  serve(app, citiesRoutes.index, async () => {
    const rows = await db.city.findMany({ select: { id: true, urlSlug: true, pageActive: true, updatedAt: true }, orderBy: { id: 'asc' } });
    return rows.map((c) => ({ id: c.id, url_slug: c.urlSlug, page_active: c.pageActive, updated_at: c.updatedAt.toISOString() }));
  });

  serve(app, citiesRoutes.byId, async ({ params, reply }) => {
    const city = await db.city.findUnique({ where: { id: params.id } });
    if (!city) throw cityNotFound();
    return withVersionTag(reply, toAdminCity(city));
  });

  // A former slug answers its city: the answer's url_slug (not the one asked for) is where the address leads now.
  serve(app, citiesRoutes.bySlug, async ({ params: { slug } }) => {
    if (!slugPattern.test(slug)) throw cityNotFound();
    const city = (await db.city.findUnique({ where: { urlSlug: slug } })) ?? (await db.formerSlug.findUnique({ where: { slug }, include: { city: true } }))?.city;
    if (!city || !city.pageActive) throw cityNotFound();
    return toPublicCity(city);
  });

  // Whether an address's city is live, or was public once and made inactive or deleted (the public site answers
  // 410 Gone for the latter). A city never published is unknown to the public, as a slug no city has: 404.
  serve(app, citiesRoutes.pageState, async ({ params: { slug } }) => {
    if (!slugPattern.test(slug)) throw cityNotFound();
    const select = { pageActive: true, everPublished: true } as const;
    const city =
      (await db.city.findUnique({ where: { urlSlug: slug }, select })) ?? (await db.formerSlug.findUnique({ where: { slug }, select: { city: { select } } }))?.city;
    if (city?.pageActive) return { state: 'live' as const };
    if (city?.everPublished) return { state: 'inactive' as const };
    if (city) throw cityNotFound();
    // A city in the Trash that was public is gone, not unknown: its page answers 410 until it is restored or purged.
    if (await isTrashedPublishedCitySlug(ctx, slug)) return { state: 'inactive' as const };
    throw cityNotFound();
  });

  serve(app, citiesRoutes.create, async ({ body }) => {
    const input = withSafeContent(body);
    const seo = autoFillSeo(input.city_name, input.province, brandName);
    const city = await ctx
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
    return toAdminCity(city);
  });

  // A compare-and-set on the version the change was based on (If-Match, else the one read here, the row locked
  // first so the last writer wins): docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other.
  serve(app, citiesRoutes.update, async ({ params: { id }, body, request, reply }) => {
    const change = withSafeContent(body);
    const write = versionedWriteOf(request.headers);
    const city = await changeVersioned(ctx.transact, cityRecord, id, write, async ({ tx, emit, before, was, set }) => {
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
    return withVersionTag(reply, city);
  });
}
