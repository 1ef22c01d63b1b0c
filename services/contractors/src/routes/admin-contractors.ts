import { industrySchema, type ContractorDetails, type ContractorPage, type ContractorStats } from '@local-seo/contracts';
import { parseInput, recordIdParams, type ServiceContext } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { contractorDetails, contractorNotFound } from '../contractor-details.js';
import { toAdminContractor } from '../contractor-view.js';
import { pageOf, pagingQuery, totalPages } from '../domain/paging.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { LivePlaces } from '../providers/live-places.js';
import { mapLimit } from '../util/map-limit.js';

const listQuery = pagingQuery.extend({ industry: industrySchema.optional() });
const idParams = recordIdParams('Contractor');

/** The three tabs of the Contractors tab. */
const tabs: Record<string, Prisma.ContractorWhereInput> = {
  template: { isTemplate: true },
  authentic: { isTemplate: false },
  'brand-customers': { brandAccount: 'checked' },
};

/** Staff reads (the gateway lets only admins through). */
export function registerAdminContractorRoutes(app: FastifyInstance, ctx: ServiceContext<PrismaClient>, live: LivePlaces): void {
  const { db } = ctx;

  for (const [tab, where] of Object.entries(tabs)) {
    app.get(`/api/contractors/${tab}`, async (request): Promise<ContractorPage> => {
      const query = parseInput(listQuery, request.query);
      const page = pageOf(query, query.industry !== undefined);
      const filter = { ...where, ...(query.industry ? { industrySector: query.industry } : {}) };
      const [total, rows] = await Promise.all([
        db.contractor.count({ where: filter }),
        db.contractor.findMany({ where: filter, orderBy: [{ cityId: 'asc' }, { industrySector: 'asc' }, { id: 'asc' }], skip: page.skip, take: page.pageSize }),
      ]);
      // Template contractors' names and ratings are Places': live, for the page shown only.
      const items = await mapLimit(rows, 6, async (row) =>
        toAdminContractor(row, row.isTemplate && row.googlePlacesId ? await live.card(row.googlePlacesId) : null),
      );
      return { items, page: page.page, pageSize: page.pageSize, total, totalPages: totalPages(total, page.pageSize) };
    });
  }

  /** The four count cards, and the contractor part of GET /api/stats. */
  app.get('/api/contractors/stats', async (): Promise<ContractorStats> => {
    const [totalContractors, templateContractors, brandCustomers] = await Promise.all([
      db.contractor.count(),
      db.contractor.count({ where: { isTemplate: true } }),
      db.contractor.count({ where: { brandAccount: 'checked' } }),
    ]);
    return { totalContractors, templateContractors, authenticContractors: totalContractors - templateContractors, brandCustomers };
  });

  /**
   * The details view of the Contractors tab: any contractor, of a live city or
   * not yet (staff populate cities before they go live), outside the visitors' cap.
   */
  app.get('/api/admin/contractors/details/:id', async (request, reply): Promise<ContractorDetails> => {
    const { id } = parseInput(idParams, request.params);
    const row = await db.contractor.findUnique({ where: { id } });
    if (!row) throw contractorNotFound();
    return contractorDetails(row, live, { request, reply, capped: false });
  });
}
