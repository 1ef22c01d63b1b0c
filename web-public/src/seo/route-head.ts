/** Everything a page puts in its <head> for search engines and social previews. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  openGraph: { title: string; description: string; type: 'website' };
  /** geo.region, geo.position and ICBM, each only when known. */
  geo?: { region?: string; position?: string; icbm?: string };
  /** Nodes of one schema.org graph; none means no JSON-LD at all. */
  jsonLd: JsonLdNode[];
  siteName: string;
}

/** A schema.org node as JSON-LD. */
export type JsonLdNode = { '@type': string | string[] } & { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | JsonLdValue[] | { [key: string]: JsonLdValue };

type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { 'script:ld+json': Record<string, JsonLdValue> };

/** The route `head()` answer for a page head: title, meta, canonical link and the JSON-LD graph. */
export function toRouteHead(head: PageHead): { meta: MetaTag[]; links: { rel: string; href: string }[] } {
  const meta: MetaTag[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    { property: 'og:title', content: head.openGraph.title },
    { property: 'og:description', content: head.openGraph.description },
    { property: 'og:url', content: head.canonical },
    { property: 'og:type', content: head.openGraph.type },
    { property: 'og:site_name', content: head.siteName },
    { property: 'og:locale', content: 'en_CA' },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: head.openGraph.title },
    { name: 'twitter:description', content: head.openGraph.description },
  ];
  if (head.geo?.region) meta.push({ name: 'geo.region', content: head.geo.region });
  if (head.geo?.position) meta.push({ name: 'geo.position', content: head.geo.position });
  if (head.geo?.icbm) meta.push({ name: 'ICBM', content: head.geo.icbm });
  if (head.jsonLd.length > 0) {
    meta.push({ 'script:ld+json': { '@context': 'https://schema.org', '@graph': head.jsonLd } });
  }
  return { meta, links: [{ rel: 'canonical', href: head.canonical }] };
}
