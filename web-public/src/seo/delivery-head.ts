import type { PublicCity, SchemaSettings, SiteSettings } from '@local-seo/contracts';
import { sameDayCutoffText } from '../screens/city/local/local-facts';
import { deliveryTrail } from './breadcrumbs';
import { breadcrumbList, businessNode, deliveryService, type JsonLdNode } from './json-ld';
import type { PageHead } from './route-head';
import { siteAssets } from './site-assets';

/** The delivery page's share picture: the service areas' card (the slug 'delivery' never names a city). */
const deliveryImageSlug = 'delivery';

/** The delivery (service-areas) page's head and JSON-LD; the description names the Schema tab's same-day cut-off. */
export function deliveryPageHead(site: SiteSettings, settings: SchemaSettings | null, cities: readonly PublicCity[]): PageHead {
  const title = `Delivery Service Areas in Ontario | ${site.brandName}`;
  const description =
    `Where ${site.brandName} delivers landscaping supplies in Ontario: cottage country, rural communities, ` +
    `major urban centres and regional centres. Monday to Friday, same-day delivery for orders before ${sameDayCutoffText(settings)}.`;
  return {
    title,
    description,
    canonical: `${site.publicBaseUrl}/delivery`,
    siteName: site.brandName,
    openGraph: { title, description, type: 'website' },
    image: { url: siteAssets(site).ogImage(deliveryImageSlug), alt: `${site.brandName}: delivery service areas` },
    jsonLd: deliveryJsonLd(site, settings, cities),
  };
}

/** The business and its delivery to every active city when the settings enable it; the breadcrumb trail unless they turn it off. */
function deliveryJsonLd(site: SiteSettings, settings: SchemaSettings | null, cities: readonly PublicCity[]): JsonLdNode[] {
  const pageType = settings?.pageTypes.deliveryPage;
  const nodes: JsonLdNode[] = [];
  if (settings && pageType?.enabled) {
    const page = { url: `${site.publicBaseUrl}/delivery`, image: siteAssets(site).ogImage(deliveryImageSlug) };
    nodes.push(businessNode(settings, pageType, site), deliveryService(site, page, cities, true));
  }
  if (!pageType || pageType.includeBreadcrumbs) nodes.push(breadcrumbList(deliveryTrail(site), site));
  return nodes;
}
