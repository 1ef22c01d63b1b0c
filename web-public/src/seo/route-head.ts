import type { JsonLdNode } from './json-ld';
import { ogImageSize } from './site-assets';

export type { JsonLdNode } from './json-ld';

/** Everything a page puts in its <head> for search engines and social previews. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  openGraph: { title: string; description: string; type: 'website' };
  /** The page's share picture (1200x630 PNG), for Open Graph and Twitter; none: a small summary card. */
  image?: { url: string; alt: string };
  /** geo.region, geo.position and ICBM, each only when known. */
  geo?: { region?: string; position?: string; icbm?: string };
  /** Nodes of one schema.org graph; none means no JSON-LD at all. */
  jsonLd: JsonLdNode[];
  siteName: string;
}

/** JSON as the router's head writes it into a script tag. */
type LdJson = string | number | boolean | null | LdJson[] | { [key: string]: LdJson };

type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { 'script:ld+json': { [key: string]: LdJson } };

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
  ];
  if (head.image) {
    meta.push(
      { property: 'og:image', content: head.image.url },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(ogImageSize.width) },
      { property: 'og:image:height', content: String(ogImageSize.height) },
      { property: 'og:image:alt', content: head.image.alt },
    );
  }
  meta.push(
    { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: head.openGraph.title },
    { name: 'twitter:description', content: head.openGraph.description },
  );
  if (head.image) meta.push({ name: 'twitter:image', content: head.image.url }, { name: 'twitter:image:alt', content: head.image.alt });
  if (head.geo?.region) meta.push({ name: 'geo.region', content: head.geo.region });
  if (head.geo?.position) meta.push({ name: 'geo.position', content: head.geo.position });
  if (head.geo?.icbm) meta.push({ name: 'ICBM', content: head.geo.icbm });
  if (head.jsonLd.length > 0) {
    // schema-dts types are interfaces (no index signature); the nodes are plain JSON all the same.
    const graph = head.jsonLd as unknown as LdJson[];
    meta.push({ 'script:ld+json': { '@context': 'https://schema.org', '@graph': graph } });
  }
  return { meta, links: [{ rel: 'canonical', href: head.canonical }] };
}
