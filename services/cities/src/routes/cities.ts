import { adminCitySchema, citiesRoutes, slugPattern } from '@local-seo/contracts';
import { cellsOf, csvPages, sendCsvExport, serve, versionedWriteOf, withVersionTag } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { cityById, cityBySlug, cityIndex, citiesAfter, citiesByName, cityNotFound, createCity, pageStateOf, updateCity } from '../data/cities.js';
import { withSafeContent } from '../data/city-data.js';
import { toAdminCity, toPublicCity } from '../data/city-mapping.js';
import { cityPage } from '../data/city-page.js';
import type { Context } from '../data/db.js';

export function registerCityRoutes(app: FastifyInstance, ctx: Context, brandName: string): void {
  const { db } = ctx;

  serve(app, citiesRoutes.listActive, async () => (await citiesByName(db, true)).map(toPublicCity));
  serve(app, citiesRoutes.listAll, async () => (await citiesByName(db, false)).map(toAdminCity));
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
        read: (after: number | undefined, limit) => citiesAfter(db, after, limit),
        key: (city) => city.id,
        cells: (city) => cellsOf(toAdminCity(city), cityFields),
      }),
    ),
  );
  serve(app, citiesRoutes.index, () => cityIndex(db));

  serve(app, citiesRoutes.byId, async ({ params, reply }) => {
    const city = await cityById(db, params.id);
    if (!city) throw cityNotFound();
    return withVersionTag(reply, toAdminCity(city));
  });

  // A former slug answers its city: the answer's url_slug (not the one asked for) is where the address leads now.
  serve(app, citiesRoutes.bySlug, async ({ params: { slug } }) => {
    if (!slugPattern.test(slug)) throw cityNotFound();
    const city = await cityBySlug(db, slug);
    if (!city || !city.pageActive) throw cityNotFound();
    return toPublicCity(city);
  });

  // Live, or inactive (was public once: the public site answers 410 Gone); never published or unknown: 404.
  serve(app, citiesRoutes.pageState, async ({ params: { slug } }) => {
    if (!slugPattern.test(slug)) throw cityNotFound();
    const state = await pageStateOf(ctx, slug);
    if (state === null) throw cityNotFound();
    return { state };
  });

  serve(app, citiesRoutes.create, async ({ body }) => toAdminCity(await createCity(ctx, withSafeContent(body), brandName)));

  serve(app, citiesRoutes.update, async ({ params: { id }, body, request, reply }) =>
    withVersionTag(reply, await updateCity(ctx, id, withSafeContent(body), versionedWriteOf(request.headers))),
  );
}
