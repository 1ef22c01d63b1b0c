import type { PublicCity, SiteSettings } from '@local-seo/contracts';

/** One step of a breadcrumb trail: a site path ('/delivery') or an absolute URL. */
export interface Crumb {
  name: string;
  href: string;
}

/** Home > Cities > {city}: the trail of a city page, shown on the page and given to search engines. */
export function cityTrail(city: Pick<PublicCity, 'city_name' | 'url_slug'>, site: SiteSettings): Crumb[] {
  return [
    { name: 'Home', href: site.mainSiteUrl },
    { name: 'Cities', href: '/delivery' },
    { name: city.city_name, href: `/${city.url_slug}` },
  ];
}

/** Home > Delivery > Service Areas: the trail of the delivery page. */
export function deliveryTrail(site: SiteSettings): Crumb[] {
  return [
    { name: 'Home', href: site.mainSiteUrl },
    { name: 'Delivery', href: site.deliveryInfoUrl },
    { name: 'Service Areas', href: '/delivery' },
  ];
}

/** A crumb's address as an absolute URL on the public site. */
export function absoluteUrl(href: string, site: SiteSettings): string {
  return href.startsWith('/') ? `${site.publicBaseUrl}${href}` : href;
}
