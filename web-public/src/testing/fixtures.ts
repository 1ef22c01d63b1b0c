// Builders of the contracts' shapes for the unit tests: a field a test does not set has a plain default.
import { siteEnvSchema, type Industry, type PageData, type PublicCity, type PublicContractor, type PublicProduct, type SiteSettings } from '@local-seo/contracts';

/** The brand's settings as the defaults of the environment give them. */
export const testSite: SiteSettings = siteEnvSchema.parse({});

let nextId = 1;

/** Barrie, Ontario: an active city with the standard template and no SEO overrides. */
export function testCity(fields: Partial<PublicCity> = {}): PublicCity {
  return {
    id: nextId++,
    city_name: 'Barrie',
    province: 'Ontario',
    country: 'Canada',
    latitude: 44.3894,
    longitude: -79.6903,
    population: 147829,
    url_slug: 'barrie',
    page_active: true,
    template: 'standard',
    seo_title: null,
    seo_description: null,
    meta_title: null,
    meta_description: null,
    canonical_url: null,
    og_title: null,
    og_description: null,
    geo_region: null,
    geo_position: null,
    icbm: null,
    local_introduction: null,
    local_resources: [],
    ...fields,
  };
}

/** A product sold by the cubic yard, linked to its page in the shop ('Black Mulch': https://shop.example/black-mulch). */
export function testProduct(name: string, category: string, fields: Partial<PublicProduct> = {}): PublicProduct {
  return {
    id: nextId++,
    product_name: name,
    brand_product_name: null,
    display_name: name,
    category,
    unit_type: 'Cubic Yard',
    product_url: `https://shop.example/${name.toLowerCase().replace(/\W+/g, '-')}`,
    ranking: 50,
    seasonal_availability: null,
    show_on_all_cities: false,
    ...fields,
  };
}

/** A rated contractor of the directory, in Barrie. */
export function testContractor(name: string, industry: Industry, fields: Partial<PublicContractor> = {}): PublicContractor {
  return {
    id: nextId++,
    name,
    industry_sector: industry,
    rating: 4.7,
    total_ratings: 128,
    address: '12 Main St, Barrie, ON',
    types: [],
    opening_hours: null,
    google_places_id: null,
    source: 'directory',
    ...fields,
  };
}

/** Barrie's delivery coverage: its own yard 1.4 km away, three yards of two suppliers, the address check on. */
export function testCoverage(): NonNullable<PageData['coverage']> {
  return {
    nearest_yard: { location_name: 'Barrie Yard', supplier_name: 'North Aggregates', city: 'Barrie', distance_km: 1.4, hours: 'Mon-Fri 7-5' },
    yards: 3,
    suppliers: 2,
    address_check: true,
  };
}

/** Barrie's two nearest live cities. */
export function testNearby(): PageData['nearby'] {
  return [
    { city_name: 'Innisfil', province: 'Ontario', url_slug: 'innisfil', distance_km: 11.7 },
    { city_name: 'Orillia', province: 'Ontario', url_slug: 'orillia', distance_km: 34.6 },
  ];
}
