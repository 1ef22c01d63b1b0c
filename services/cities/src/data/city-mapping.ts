import type { AdminCity, CityFacts, LocalResource, PublicCity } from '@local-seo/contracts';
import type { City } from '../generated/prisma/client.js';

/**
 * The stored resources (written only through localResourcesSchema of packages/contracts), each
 * in the API's key order: jsonb keeps keys in its own, and a change is compared by its JSON.
 */
function localResourcesOf(stored: City['localResources']): LocalResource[] {
  return (stored as LocalResource[]).map(({ title, url, text }) => ({ title, url, text }));
}

/** A city as a visitor may see it (docs/decisions.md, decision 2: nothing internal). */
export function toPublicCity(city: City): PublicCity {
  return {
    id: city.id,
    city_name: city.cityName,
    province: city.province,
    country: city.country,
    latitude: city.latitude.toNumber(),
    longitude: city.longitude.toNumber(),
    population: city.population,
    url_slug: city.urlSlug,
    page_active: city.pageActive,
    template: city.template,
    seo_title: city.seoTitle,
    seo_description: city.seoDescription,
    meta_title: city.metaTitle,
    meta_description: city.metaDescription,
    canonical_url: city.canonicalUrl,
    og_title: city.ogTitle,
    og_description: city.ogDescription,
    geo_region: city.geoRegion,
    geo_position: city.geoPosition,
    icbm: city.icbm,
    local_introduction: city.localIntroduction,
    local_resources: localResourcesOf(city.localResources),
    updated_at: city.updatedAt.toISOString(),
  };
}

/** A city with the bookkeeping fields staff see. */
export function toAdminCity(city: City): AdminCity {
  return {
    ...toPublicCity(city),
    last_top_products_update: city.lastTopProductsUpdate?.toISOString() ?? null,
    top_products_hash: city.topProductsHash,
    schema_last_generated: city.schemaLastGenerated?.toISOString() ?? null,
    needs_schema_rebuild: city.needsSchemaRebuild,
    created_at: city.createdAt.toISOString(),
    updated_at: city.updatedAt.toISOString(),
    version: city.version,
    // Stored from the gateway's actor header, parsed before it was written.
    updated_by: (city.updatedBy as AdminCity['updated_by']) ?? null,
  };
}

/** What other services are told of a city in events. */
export function toCityFacts(city: City): CityFacts {
  return {
    id: city.id,
    citySlug: city.urlSlug,
    cityName: city.cityName,
    province: city.province,
    latitude: city.latitude.toNumber(),
    longitude: city.longitude.toNumber(),
    population: city.population,
    pageActive: city.pageActive,
    template: city.template,
  };
}
