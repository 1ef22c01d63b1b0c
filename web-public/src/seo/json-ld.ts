import type { PageTypeSchemaSettings, PublicCity, SchemaSettings, SiteSettings } from '@local-seo/contracts';
import { absoluteUrl, type Crumb } from './breadcrumbs';
import { openingHoursSpecification } from './opening-hours';
import type { JsonLdNode } from './route-head';

type ServedCity = Pick<PublicCity, 'city_name' | 'province' | 'latitude' | 'longitude'>;

/** A city as schema.org sees it: a City in its province, at its coordinates. */
function cityPlace(city: ServedCity): JsonLdNode {
  return {
    '@type': 'City',
    name: city.city_name,
    containedInPlace: { '@type': 'AdministrativeArea', name: city.province },
    geo: { '@type': 'GeoCoordinates', latitude: city.latitude, longitude: city.longitude },
  };
}

/**
 * The business node (LocalBusiness, Store, ... as configured) with its contact
 * details, hours, payment methods and the places it serves.
 */
export function businessNode(
  settings: SchemaSettings,
  pageType: PageTypeSchemaSettings,
  site: SiteSettings,
  areaServed: readonly ServedCity[],
): JsonLdNode {
  const details = settings.businessDetails;
  const [onlyType] = pageType.schemaTypes;
  const places = areaServed.map(cityPlace);
  return {
    '@type': pageType.schemaTypes.length === 1 && onlyType ? onlyType : [...pageType.schemaTypes],
    '@id': `${site.publicBaseUrl}/#business`,
    name: details.officialName,
    url: site.mainSiteUrl,
    telephone: details.phone,
    email: details.email,
    address: site.mailingAddress,
    priceRange: details.priceRange,
    currenciesAccepted: details.currency,
    paymentAccepted: details.paymentMethods.join(', '),
    openingHoursSpecification: openingHoursSpecification(details.businessHours),
    areaServed: places.length === 1 && places[0] ? places[0] : places,
  };
}

/** A BreadcrumbList of the trail, every item an absolute URL. */
export function breadcrumbList(trail: readonly Crumb[], site: SiteSettings): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.href, site),
    })),
  };
}

/** An ItemList of product names and links: no Product markup and no prices (none are published). */
export function productItemList(name: string, products: readonly { name: string; url: string | null }[]): JsonLdNode {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: product.name,
      ...(product.url ? { url: product.url } : {}),
    })),
  };
}
