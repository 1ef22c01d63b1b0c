import type { AdminCity, CitySortKey, Page, PagedQuery } from '@local-seo/contracts';
import { pageOf, prismaPage, searchConditions } from '@local-seo/service-kit';
import { toAdminCity } from './city-mapping.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

/** Each sort key's Prisma order; the id breaks ties. */
const citySorts: Record<CitySortKey, (order: Prisma.SortOrder) => Prisma.CityOrderByWithRelationInput[]> = {
  name: (order) => [{ cityName: order }],
  province: (order) => [{ province: order }, { cityName: order }],
  slug: (order) => [{ urlSlug: order }],
  // Active first when ascending, as the table reads (Active before Inactive).
  status: (order) => [{ pageActive: order === 'asc' ? 'desc' : 'asc' }, { cityName: order }],
  population: (order) => [{ population: { sort: order, nulls: 'last' } }],
  updated: (order) => [{ updatedAt: order }],
};

/**
 * One page of the staff city list and how many match (GET /api/admin/cities/paged):
 * every word of the search in the name, province or slug, in any case; narrowed by page
 * status; sorted by a column, then id.
 */
export async function cityPage(db: PrismaClient, query: PagedQuery<CitySortKey> & { status?: 'active' | 'inactive' | undefined }): Promise<Page<AdminCity>> {
  const where: Prisma.CityWhereInput = {
    AND: searchConditions(query.search, (word) => [{ cityName: word }, { province: word }, { urlSlug: word }]),
  };
  if (query.status) where.pageActive = query.status === 'active';
  const { orderBy, skip, take } = prismaPage(query, citySorts, (order) => ({ id: order }));
  const [cities, total] = await Promise.all([db.city.findMany({ where, orderBy, skip, take }), db.city.count({ where })]);
  return pageOf(cities.map(toAdminCity), total, query);
}
