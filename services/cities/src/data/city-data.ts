import type { CityCreate } from '@local-seo/contracts';
import { sanitizeIntroduction } from '../domain/index.js';
import type { Prisma } from '../generated/prisma/client.js';

/** HTTP field name → Prisma field name, for every field an admin may write. */
const writableFields = {
  city_name: 'cityName',
  province: 'province',
  country: 'country',
  latitude: 'latitude',
  longitude: 'longitude',
  population: 'population',
  url_slug: 'urlSlug',
  page_active: 'pageActive',
  template: 'template',
  seo_title: 'seoTitle',
  seo_description: 'seoDescription',
  meta_title: 'metaTitle',
  meta_description: 'metaDescription',
  canonical_url: 'canonicalUrl',
  og_title: 'ogTitle',
  og_description: 'ogDescription',
  geo_region: 'geoRegion',
  geo_position: 'geoPosition',
  icbm: 'icbm',
  local_introduction: 'localIntroduction',
  local_resources: 'localResources',
  needs_schema_rebuild: 'needsSchemaRebuild',
} as const satisfies Record<string, keyof Prisma.CityUncheckedCreateInput>;

type WritableField = keyof typeof writableFields;

/** The Prisma data of a validated create or update body: only the fields it carries. */
export function toCityData(input: Partial<Record<WritableField, unknown>>): Prisma.CityUncheckedUpdateInput {
  const data: Record<string, unknown> = {};
  for (const [httpName, prismaName] of Object.entries(writableFields)) {
    const value = input[httpName as WritableField];
    if (value !== undefined) data[prismaName] = value;
  }
  return data as Prisma.CityUncheckedUpdateInput;
}

export function toCityCreateData(input: CityCreate): Prisma.CityUncheckedCreateInput {
  return toCityData(input) as Prisma.CityUncheckedCreateInput;
}

/** A validated body with its introduction sanitised (src/domain/introduction-html.ts): what is stored, and compared to decide whether it changed. */
export function withSafeContent<T extends { local_introduction?: string | null | undefined }>(input: T): T {
  if (typeof input.local_introduction !== 'string') return input;
  return { ...input, local_introduction: sanitizeIntroduction(input.local_introduction) };
}
