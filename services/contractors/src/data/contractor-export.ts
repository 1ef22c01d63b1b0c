import { csvPages, type CsvCell } from '@local-seo/service-kit';
import type { CityDirectory } from './cities.js';
import { contractorColumns } from '../domain/contractor-csv.js';
import type { Contractor, PrismaClient } from '../generated/prisma/client.js';

type ColumnName = (typeof contractorColumns)[number]['name'];

/** Each import column's cell, as the import reads it back (the city by its slug). */
const cellOf: Record<ColumnName, (c: Contractor, citySlug: string) => CsvCell> = {
  City: (_, citySlug) => citySlug,
  Name: (c) => c.name,
  Industry: (c) => c.industrySector,
  Address: (c) => c.address,
  Phone: (c) => c.phone,
  Website: (c) => c.website,
  Email: (c) => c.email,
  LinkedIn: (c) => c.linkedin,
  'Contact Person': (c) => c.contactPerson,
  Notes: (c) => c.notes,
  'Brand Account': (c) => c.brandAccount,
  'Landscape Ontario Member': (c) => c.landscapeOntarioMember,
  'Email Tracking': (c) => c.emailTracking,
  'Good Email': (c) => c.goodEmail,
  Competition: (c) => c.competition,
  'Snow Removal Contractor': (c) => c.snowRemovalContractor,
  Rating: (c) => c.rating?.toString(),
  'Total Ratings': (c) => c.totalRatings,
  'Google Place ID': (c) => c.googlePlacesId,
  Verified: (c) => c.verified,
  Active: (c) => c.active,
};

export const contractorsExportHeader = contractorColumns.map((c) => c.name);

/**
 * The authentic contractors (our own data) in the import's columns, so the file imports
 * again unchanged. Template contractors are left out: their details are Google's,
 * fetched live and not ours to hand out.
 */
export async function contractorExportPages(db: PrismaClient, cities: CityDirectory) {
  const slugOf = new Map((await cities.all()).map((city) => [city.id, city.url_slug]));
  return csvPages({
    read: (after: number | undefined, limit) =>
      db.contractor.findMany({ where: { isTemplate: false, id: { gt: after ?? 0 } }, orderBy: { id: 'asc' }, take: limit }),
    key: (contractor) => contractor.id,
    cells: (contractor) => contractorsExportHeader.map((name) => cellOf[name](contractor, slugOf.get(contractor.cityId) ?? String(contractor.cityId))),
  });
}
