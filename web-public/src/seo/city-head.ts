import { seoDescription, type PageData, type SiteSettings } from '@local-seo/contracts';
import { factsSentence } from '../screens/city/local/local-facts';
import { cityTrail } from './breadcrumbs';
import { breadcrumbList, businessNode, deliveryService, productItemList, type JsonLdNode } from './json-ld';
import { provinceRegion } from './province-region';
import type { PageHead } from './route-head';
import { siteAssets } from './site-assets';
import { topProducts } from './top-products';

/** The canonical address of a city page: the one set on the city, else the site's own. */
function cityCanonicalUrl(city: PageData['city'], site: SiteSettings): string {
  return city.canonical_url || `${site.publicBaseUrl}/${city.url_slug}`;
}

/**
 * A city page's head: the city's own SEO fields where set, good defaults
 * otherwise, its share picture, and JSON-LD built from the schema settings
 * (none without them).
 */
export function cityPageHead(page: PageData, site: SiteSettings): PageHead {
  const { city } = page;
  const place = `${city.city_name}, ${city.province}`;
  const title = city.meta_title || city.seo_title || `Landscaping Supplies Delivered in ${place} | ${site.brandName}`;
  // The form's auto-filled text reads the same on every page but the name: the city's own facts say more (docs/behaviour/public-site.md, "Local facts").
  const ownDescription = city.seo_description !== seoDescription(city.city_name, city.province, site.brandName) ? city.seo_description : null;
  const description =
    city.meta_description ||
    ownDescription ||
    `Topsoil, mulch, aggregates, sand and decorative stone delivered in ${place}. ` +
      (factsSentence(page) ?? `Local weather, landscaping tips and contractors from ${site.brandName}.`);
  const position = city.geo_position || `${city.latitude};${city.longitude}`;
  const region = city.geo_region || provinceRegion(city.province);
  return {
    title,
    description,
    canonical: cityCanonicalUrl(city, site),
    siteName: site.brandName,
    openGraph: { title: city.og_title || title, description: city.og_description || description, type: 'website' },
    image: { url: siteAssets(site).ogImage(city.url_slug), alt: `${site.brandName}: landscaping supplies delivered in ${place}` },
    geo: {
      ...(region ? { region } : {}),
      position,
      icbm: city.icbm || position.replace(';', ', '),
    },
    jsonLd: cityJsonLd(page, site),
  };
}

/**
 * docs/decisions.md, decisions 3 and 5: the business (the same node on every page),
 * its delivery to this city, the breadcrumb trail and the top products.
 */
function cityJsonLd(page: PageData, site: SiteSettings): JsonLdNode[] {
  const settings = page.schema;
  if (!settings) return [];
  const pageType = settings.pageTypes.cityPages;
  const nodes: JsonLdNode[] = [];
  if (pageType.enabled) {
    const url = cityCanonicalUrl(page.city, site);
    nodes.push(businessNode(settings, pageType, site), deliveryService(site, { url, image: siteAssets(site).ogImage(page.city.url_slug) }, [page.city], true));
  }
  if (pageType.includeBreadcrumbs) nodes.push(breadcrumbList(cityTrail(page.city, site), site));
  if (pageType.includeTopProducts) {
    const products = topProducts(page.products, pageType.topProductsCount);
    if (products.length > 0) nodes.push(productItemList(`Top landscaping products in ${page.city.city_name}`, products));
  }
  return nodes;
}
