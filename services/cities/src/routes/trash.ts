import { citiesRoutes } from '@local-seo/contracts';
import { actorOf, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { listCityTrash, restoreCity, trashCity } from '../data/city-trash.js';
import type { Context } from '../data/db.js';

/** Deleting a city (to the Trash), the cities in the Trash, and a restore (docs/decisions.md, decision 11; the rules are in city-trash.ts). */
export function registerCityTrashRoutes(app: FastifyInstance, ctx: Context): void {
  serve(app, citiesRoutes.remove, ({ params: { id }, request }) => trashCity(ctx, id, actorOf(request.headers)));
  serve(app, citiesRoutes.trashList, async () => ({ items: await listCityTrash(ctx) }));
  serve(app, citiesRoutes.trashRestore, ({ params: { id }, request }) => restoreCity(ctx, id, actorOf(request.headers)));
}
