import { Parser } from 'htmlparser2';

/** What an on-page audit reads from a page's HTML. */
export interface PageFacts {
  titles: string[];
  metaDescriptions: string[];
  h1s: string[];
  wordCount: number;
  internalLinks: number;
  externalLinks: number;
  images: number;
  imagesWithoutAlt: number;
  canonical: string | null;
  noindex: boolean;
  hasOpenGraphTitle: boolean;
  /** JSON-LD blocks: how many there are and how many do not parse. */
  jsonLdBlocks: number;
  invalidJsonLdBlocks: number;
}

/** Elements whose text a visitor does not read as content. */
const hiddenText = new Set(['head', 'title', 'script', 'style', 'noscript', 'template', 'svg']);
/** Elements inside a line of text: no word break at their edges. */
const inline = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);
const skippedLinks = /^(?:#|mailto:|tel:|javascript:|data:)/i;
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function linkKind(href: string, pageUrl: URL): 'internal' | 'external' | undefined {
  const target = href.trim();
  if (!target || skippedLinks.test(target)) return undefined;
  try {
    const url = new URL(target, pageUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.hostname === pageUrl.hostname ? 'internal' : 'external';
  } catch {
    return undefined;
  }
}

/** Reads the facts an SEO audit scores from server-rendered HTML (no script runs). */
export function analyzeHtml(html: string, pageUrl: string): PageFacts {
  const base = new URL(pageUrl);
  const facts: PageFacts = {
    titles: [],
    metaDescriptions: [],
    h1s: [],
    wordCount: 0,
    internalLinks: 0,
    externalLinks: 0,
    images: 0,
    imagesWithoutAlt: 0,
    canonical: null,
    noindex: false,
    hasOpenGraphTitle: false,
    jsonLdBlocks: 0,
    invalidJsonLdBlocks: 0,
  };
  let hiddenDepth = 0;
  let svgDepth = 0;
  let visibleText = '';
  let title: string | undefined;
  let h1: string | undefined;
  let h1Depth = 0;
  let jsonLd: string | undefined;
  const breakWords = (element: string) => {
    if (inline.has(element)) return;
    visibleText += ' ';
    if (h1 !== undefined) h1 += ' ';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        breakWords(name);
        if (hiddenText.has(name)) hiddenDepth += 1;
        if (name === 'svg') svgDepth += 1;
        if (name === 'title' && svgDepth === 0) title = '';
        if (name === 'h1' && h1Depth++ === 0) h1 = '';
        if (name === 'script' && attributes.type?.trim().toLowerCase() === 'application/ld+json') jsonLd = '';
        if (name === 'meta') {
          const key = (attributes.name ?? attributes.property ?? '').trim().toLowerCase();
          if (key === 'description') facts.metaDescriptions.push(collapse(attributes.content ?? ''));
          if (key === 'robots' && /\bnoindex\b/i.test(attributes.content ?? '')) facts.noindex = true;
          if (key === 'og:title' && collapse(attributes.content ?? '')) facts.hasOpenGraphTitle = true;
        }
        if (name === 'link' && (attributes.rel ?? '').toLowerCase().split(/\s+/).includes('canonical') && attributes.href) {
          facts.canonical ??= attributes.href.trim();
        }
        if (name === 'a' && attributes.href !== undefined) {
          const kind = linkKind(attributes.href, base);
          if (kind === 'internal') facts.internalLinks += 1;
          if (kind === 'external') facts.externalLinks += 1;
        }
        if (name === 'img') {
          facts.images += 1;
          if (attributes.alt === undefined) facts.imagesWithoutAlt += 1;
        }
      },
      ontext(text) {
        if (title !== undefined) title += text;
        if (h1 !== undefined) h1 += text;
        if (jsonLd !== undefined) jsonLd += text;
        if (hiddenDepth === 0) visibleText += text;
      },
      onclosetag(name) {
        breakWords(name);
        if (hiddenText.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'title' && title !== undefined) {
          facts.titles.push(collapse(title));
          title = undefined;
        }
        if (name === 'h1' && h1Depth > 0 && --h1Depth === 0 && h1 !== undefined) {
          facts.h1s.push(collapse(h1));
          h1 = undefined;
        }
        if (name === 'script' && jsonLd !== undefined) {
          facts.jsonLdBlocks += 1;
          try {
            JSON.parse(jsonLd);
          } catch {
            facts.invalidJsonLdBlocks += 1;
          }
          jsonLd = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  facts.wordCount = visibleText.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return facts;
}
