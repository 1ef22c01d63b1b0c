import { contractorsRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { staffContractorDetails } from '../contractor-details.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { LivePlaces } from '../providers/live-places.js';
import { contractorStats, listContractors } from '../staff-lists.js';

/** Staff reads of the Contractors tab. */
export function registerAdminContractorRoutes(app: FastifyInstance, sources: { db: PrismaClient; live: LivePlaces }): void {
  const { db, live } = sources;

  serve(app, contractorsRoutes.templateList, ({ query }) => listContractors(db, live, 'template', query));
  serve(app, contractorsRoutes.authenticList, ({ query }) => listContractors(db, live, 'authentic', query));
  serve(app, contractorsRoutes.brandCustomersList, ({ query }) => listContractors(db, live, 'brandCustomers', query));

  serve(app, contractorsRoutes.stats, () => contractorStats(db));

  serve(app, contractorsRoutes.staffDetails, ({ params, request }) => staffContractorDetails(sources, params.id, request.log));
}
