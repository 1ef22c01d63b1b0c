import type { ContractorPage, ContractorSortKey, ContractorStats, Industry, PagedQuery } from '@local-seo/contracts';
import { limitSql, mapLimit, orderBySql, searchConditionsSql, sqlParameters, whereSql } from '@local-seo/service-kit';
import { toAdminContractor } from './contractor-view.js';
import { pageOf, totalPages } from '../domain/paging.js';
import type { Contractor, Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { LivePlaces } from '../providers/live-places.js';

/** The three lists of the Contractors tab: their Prisma filter (the counts) and the same in SQL (the pages). */
const staffLists = {
  template: { isTemplate: true },
  authentic: { isTemplate: false },
  brandCustomers: { brandAccount: 'checked' },
} as const satisfies Record<string, Prisma.ContractorWhereInput>;
type StaffList = keyof typeof staffLists;
const staffListsSql: Record<StaffList, string> = {
  template: 'c.is_template',
  authentic: 'NOT c.is_template',
  brandCustomers: "c.brand_account = 'checked'",
};

/** Each sort key's expressions (the city's name as `ci`); the id breaks ties. Blanks (a template contractor's name and rating) sort last. */
const contractorSorts: Record<ContractorSortKey, string | readonly string[]> = {
  city: ['lower(ci.name)', 'c.city_id', 'c.industry_sector'],
  name: 'lower(c.name)',
  rating: ['c.rating', 'c.total_ratings'],
  reviews: ['c.total_ratings', 'c.rating'],
};

type StaffListQuery = { page: number; pageSize?: number | undefined; industry?: Industry | undefined } & Partial<
  Pick<PagedQuery<ContractorSortKey>, 'sort' | 'order' | 'search'>
>;

/**
 * One page of a list, by city and industry, searched and sorted in SQL: every word of the search in
 * the business name, the address or the city's name; sorted by a key, then the id. Template contractors' names
 * and ratings are Places', live, for the page shown only (never stored, so neither searched nor sorted on).
 */
export async function listContractors(db: PrismaClient, live: LivePlaces, list: StaffList, query: StaffListQuery): Promise<ContractorPage> {
  const page = pageOf(query, query.industry !== undefined);
  const { values, parameter } = sqlParameters();
  const conditions = [staffListsSql[list], ...searchConditionsSql(query.search, ['c.name', 'c.address', 'ci.name'], parameter)];
  if (query.industry) conditions.push(`c.industry_sector::text = ${parameter(query.industry)}`);
  const from = `FROM contractors c LEFT JOIN cities ci ON ci.id = c.city_id ${whereSql(conditions)}`;
  const order = orderBySql({ sort: query.sort ?? 'city', order: query.order ?? 'asc' }, contractorSorts, 'c.id');
  const ids = await db.$queryRawUnsafe<{ id: number; total: bigint }[]>(
    `SELECT c.id, count(*) OVER () AS total ${from} ${order} ${limitSql(page)}`,
    ...values,
  );
  const total = ids[0] ? Number(ids[0].total) : Number((await db.$queryRawUnsafe<{ total: bigint }[]>(`SELECT count(*) AS total ${from}`, ...values))[0]?.total ?? 0);
  const rows = await db.contractor.findMany({ where: { id: { in: ids.map((row) => row.id) } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((row) => byId.get(row.id)).filter((row): row is Contractor => row !== undefined);
  const items = await mapLimit(ordered, 6, async (row) => toAdminContractor(row, row.isTemplate && row.googlePlacesId ? await live.card(row.googlePlacesId) : null));
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
