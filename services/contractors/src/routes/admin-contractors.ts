import { contractorsRoutes } from '@local-seo/contracts';
import { actorOf, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { staffContractorDetails } from '../data/contractor-details.js';
import type { LivePlaces } from '../providers/live-places.js';
import { contractorStats, listContractors } from '../data/staff-lists.js';
import { restoreContractor, trashContractor, trashedContractors } from '../data/trash.js';
import type { Context } from '../data/db.js';

/** Staff reads of the Contractors tab, and its delete (to the Trash) and restore. */
export function registerAdminContractorRoutes(app: FastifyInstance, sources: { db: Context['db']; live: LivePlaces; ctx: Context }): void {
  const { db, live, ctx } = sources;

  serve(app, contractorsRoutes.templateList, ({ query }) => listContractors(db, live, 'template', query));
  serve(app, contractorsRoutes.authenticList, ({ query }) => listContractors(db, live, 'authentic', query));
  serve(app, contractorsRoutes.brandCustomersList, ({ query }) => listContractors(db, live, 'brandCustomers', query));

  serve(app, contractorsRoutes.stats, () => contractorStats(db));

  serve(app, contractorsRoutes.staffDetails, ({ params, request }) => staffContractorDetails(sources, params.id, request.log));

  serve(app, contractorsRoutes.deleteContractor, async ({ params, request }) => {
    await trashContractor(ctx, params.id, actorOf(request.headers));
  });
  serve(app, contractorsRoutes.trashedContractors, async () => ({ items: await trashedContractors(ctx) }));
  serve(app, contractorsRoutes.restoreContractor, ({ params }) => restoreContractor(ctx, params.id));
}
