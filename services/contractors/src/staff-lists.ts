import type { ContractorPage, ContractorStats, Industry } from '@local-seo/contracts';
import { mapLimit } from '@local-seo/service-kit';
import { toAdminContractor } from './contractor-view.js';
import { pageOf, totalPages } from './domain/paging.js';
import type { Prisma, PrismaClient } from './generated/prisma/client.js';
import type { LivePlaces } from './providers/live-places.js';

/** The three lists of the Contractors tab. */
const staffLists = {
  template: { isTemplate: true },
  authentic: { isTemplate: false },
  brandCustomers: { brandAccount: 'checked' },
} as const satisfies Record<string, Prisma.ContractorWhereInput>;
type StaffList = keyof typeof staffLists;

/** One page of a list, by city and industry; template contractors' names and ratings are Places', live, for the page shown only. */
export async function listContractors(
  db: PrismaClient,
  live: LivePlaces,
  list: StaffList,
  query: { page: number; pageSize?: number | undefined; industry?: Industry | undefined },
): Promise<ContractorPage> {
  const page = pageOf(query, query.industry !== undefined);
  const where = { ...staffLists[list], ...(query.industry ? { industrySector: query.industry } : {}) };
  const [total, rows] = await Promise.all([
    db.contractor.count({ where }),
    db.contractor.findMany({ where, orderBy: [{ cityId: 'asc' }, { industrySector: 'asc' }, { id: 'asc' }], skip: page.skip, take: page.pageSize }),
  ]);
  const items = await mapLimit(rows, 6, async (row) => toAdminContractor(row, row.isTemplate && row.googlePlacesId ? await live.card(row.googlePlacesId) : null));
  return { items, page: page.page, pageSize: page.pageSize, total, totalPages: totalPages(total, page.pageSize) };
}

/** The four count cards, and the contractor part of GET /api/stats. */
export async function contractorStats(db: PrismaClient): Promise<ContractorStats> {
  const [totalContractors, templateContractors, brandCustomers] = await Promise.all([
    db.contractor.count(),
    db.contractor.count({ where: staffLists.template }),
    db.contractor.count({ where: staffLists.brandCustomers }),
  ]);
  return { totalContractors, templateContractors, authenticContractors: totalContractors - templateContractors, brandCustomers };
}
