import type { PageTypeSchemaSettings, PublicCity, SchemaSettings, SiteSettings } from '@local-seo/contracts';
import type { BreadcrumbListLeaf, CityLeaf, ItemListLeaf, LocalBusinessLeaf, ServiceLeaf } from 'schema-dts';
import { absoluteUrl, type Crumb } from './breadcrumbs';
import { openingHoursSpecification } from './opening-hours';
import { postalAddress } from './postal-address';
import { siteAssets } from './site-assets';

/** The business as the settings type it: one type, or several (LocalBusiness and Store). */
type BusinessNode = Omit<LocalBusinessLeaf, '@type'> & { '@type': string | string[] };
/** A node of a page's schema.org graph. */
export type JsonLdNode = BusinessNode | ServiceLeaf | BreadcrumbListLeaf | ItemListLeaf;

type ServedCity = Pick<PublicCity, 'city_name' | 'province' | 'latitude' | 'longitude'>;

/** The one business id of the whole site: every page's nodes point to the same business. */
const businessId = (site: SiteSettings) => `${site.publicBaseUrl}/#business`;

/** A city as schema.org sees it: a City in its province, at its coordinates. */
function cityPlace(city: ServedCity): CityLeaf {
  return {
    '@type': 'City',
    name: city.city_name,
    containedInPlace: { '@type': 'AdministrativeArea', name: city.province },
    geo: { '@type': 'GeoCoordinates', latitude: city.latitude, longitude: city.longitude },
  };
}

/**
 * The business (LocalBusiness, Store, ... as configured): the same node on every
 * page (its id, address, yard, logo, hours and contact details), so what the
 * pages say of it never disagrees; the places served are said by each page's
 * Service instead.
 */
export function businessNode(settings: SchemaSettings, pageType: PageTypeSchemaSettings, site: SiteSettings): BusinessNode {
  const details = settings.businessDetails;
  const [onlyType] = pageType.schemaTypes;
  const assets = siteAssets(site);
  return {
    '@type': pageType.schemaTypes.length === 1 && onlyType ? onlyType : [...pageType.schemaTypes],
    '@id': businessId(site),
    name: details.officialName,
    url: site.mainSiteUrl,
    logo: assets.logo,
    image: [assets.logo],
    telephone: details.phone,
    email: details.email,
    address: postalAddress(site.mailingAddress),
    geo: { '@type': 'GeoCoordinates', latitude: site.yardLatitude, longitude: site.yardLongitude },
    priceRange: details.priceRange,
    currenciesAccepted: details.currency,
    paymentAccepted: details.paymentMethods.join(', '),
    openingHoursSpecification: openingHoursSpecification(details.businessHours),
    ...(site.sameAs.length > 0 ? { sameAs: site.sameAs } : {}),
  };
}

/**
 * The delivery service of a page: the business (by its id) delivering to the
 * places served, each a City with its coordinates.
 */
export function deliveryService(
  site: SiteSettings,
  page: { url: string; image: string },
  areaServed: readonly ServedCity[],
  withProvider: boolean,
): ServiceLeaf {
  const places = areaServed.map(cityPlace);
  const only = areaServed.length === 1 ? areaServed[0] : undefined;
  return {
    '@type': 'Service',
    '@id': `${page.url}#delivery`,
    name: only ? `Landscaping supply delivery in ${only.city_name}, ${only.province}` : `Landscaping supply delivery by ${site.brandName}`,
    serviceType: 'Landscaping supply delivery',
    url: page.url,
    image: page.image,
    ...(withProvider ? { provider: { '@id': businessId(site) } } : {}),
    areaServed: places.length === 1 && places[0] ? places[0] : places,
  };
}

/** A BreadcrumbList of the trail, every item an absolute URL. */
export function breadcrumbList(trail: readonly Crumb[], site: SiteSettings): BreadcrumbListLeaf {
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
export function productItemList(name: string, products: readonly { name: string; url: string | null }[]): ItemListLeaf {
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
