import type { PublicCity, SchemaSettings, SiteSettings } from '@local-seo/contracts';
import { deliveryTrail } from './breadcrumbs';
import { breadcrumbList, businessNode } from './json-ld';
import type { JsonLdNode, PageHead } from './route-head';

/** The delivery (service-areas) page's head and JSON-LD. */
export function deliveryPageHead(site: SiteSettings, settings: SchemaSettings | null, cities: readonly PublicCity[]): PageHead {
  const title = `Delivery Service Areas in Ontario | ${site.brandName}`;
  const description =
    `Where ${site.brandName} delivers landscaping supplies in Ontario: cottage country, rural communities, ` +
    'major urban centres and regional centres. Monday to Friday, same-day delivery for orders before 12 PM.';
  return {
    title,
    description,
    canonical: `${site.publicBaseUrl}/delivery`,
    siteName: site.brandName,
    openGraph: { title, description, type: 'website' },
    jsonLd: deliveryJsonLd(site, settings, cities),
  };
}

/** The breadcrumb trail (unless the settings turn it off) and the business node when the settings enable it. */
function deliveryJsonLd(site: SiteSettings, settings: SchemaSettings | null, cities: readonly PublicCity[]): JsonLdNode[] {
  const pageType = settings?.pageTypes.deliveryPage;
  const nodes: JsonLdNode[] = [];
  if (settings && pageType?.enabled) nodes.push(businessNode(settings, pageType, site, cities));
  if (!pageType || pageType.includeBreadcrumbs) nodes.push(breadcrumbList(deliveryTrail(site), site));
  return nodes;
}
