import type { PageFacts } from './onpage-analysis.js';

/** The scores (0 to 100) and issues of one audited page. */
interface PageScore {
  overallScore: number;
  metaTitleScore: number;
  metaDescriptionScore: number;
  h1Score: number;
  contentScore: number;
  issues: string[];
}

/** Length bands: ideal, acceptable (a note), otherwise poor. */
function lengthScore(label: string, length: number, ideal: [number, number], acceptable: [number, number], issues: string[]): number {
  if (length >= ideal[0] && length <= ideal[1]) return 100;
  const verdict = length < ideal[0] ? 'too short' : 'too long';
  issues.push(`${label} is ${verdict} (${length} characters; aim for ${ideal[0]}-${ideal[1]})`);
  return length >= acceptable[0] && length <= acceptable[1] ? 70 : 40;
}

/** A tag a page should have once, with text of a length in the tag's bands. */
interface SingleTag {
  /** 'Title', 'Meta description': the start of an issue about its length. */
  label: string;
  /** 'title tag', 'meta description': what is missing, or there more than once. */
  tag: string;
  ideal: [number, number];
  acceptable: [number, number];
}

const titleTag: SingleTag = { label: 'Title', tag: 'title tag', ideal: [30, 60], acceptable: [20, 70] };
const metaDescriptionTag: SingleTag = { label: 'Meta description', tag: 'meta description', ideal: [120, 160], acceptable: [70, 200] };

/** Missing: 0; otherwise the length's score, 20 less when the tag is there more than once. */
function singleTagScore(values: string[], { label, tag, ideal, acceptable }: SingleTag, issues: string[]): number {
  const text = values.find(Boolean);
  if (!text) {
    issues.push(`Missing ${tag}`);
    return 0;
  }
  const score = lengthScore(label, text.length, ideal, acceptable, issues);
  if (values.length === 1) return score;
  issues.push(`Page has ${values.length} ${tag}s; keep one`);
  return Math.max(0, score - 20);
}

function h1Score(h1s: string[], issues: string[]): number {
  if (h1s.length === 0) {
    issues.push('Missing h1 heading');
    return 0;
  }
  if (h1s.length > 1) {
    issues.push(`Page has ${h1s.length} h1 headings; use one`);
    return 60;
  }
  if (!h1s[0]) {
    issues.push('The h1 heading is empty');
    return 30;
  }
  return 100;
}

function contentScore(words: number, issues: string[]): number {
  if (words >= 600) return 100;
  if (words >= 300) return 80;
  issues.push(`Thin content: ${words} words (aim for at least 300)`);
  return words >= 150 ? 50 : 20;
}

function linkScore(internal: number, issues: string[]): number {
  if (internal === 0) {
    issues.push('No internal links');
    return 0;
  }
  if (internal < 3) {
    issues.push(`Few internal links (${internal}; aim for at least 3)`);
    return 70;
  }
  return 100;
}

function imageScore(images: number, withoutAlt: number, issues: string[]): number {
  if (withoutAlt === 0) return 100;
  issues.push(`${withoutAlt} of ${images} images without alt text`);
  return Math.round(100 * (1 - withoutAlt / images));
}

function loadTimeScore(ms: number, issues: string[]): number {
  if (ms <= 800) return 100;
  if (ms <= 2000) return 80;
  issues.push(`Slow response: the HTML took ${ms} ms (aim for under 2000 ms)`);
  return ms <= 4000 ? 50 : 20;
}

/** Canonical link, indexability, Open Graph and JSON-LD (docs/decisions.md, decision 3): 20 points off per problem. */
function technicalScore(facts: PageFacts, issues: string[]): number {
  const problems: string[] = [];
  if (!facts.canonical) problems.push('Missing canonical link');
  if (facts.noindex) problems.push('The page asks search engines not to index it (robots noindex)');
  if (!facts.hasOpenGraphTitle) problems.push('Missing Open Graph title (og:title)');
  if (facts.jsonLdBlocks === 0) problems.push('No JSON-LD structured data');
  if (facts.invalidJsonLdBlocks > 0) problems.push(`${facts.invalidJsonLdBlocks} JSON-LD block(s) are not valid JSON`);
  issues.push(...problems);
  return Math.max(0, 100 - 20 * problems.length);
}

/** How much each part counts in the overall score (they add up to 1). */
export const scoreWeights = {
  title: 0.2,
  metaDescription: 0.15,
  h1: 0.15,
  content: 0.2,
  links: 0.1,
  images: 0.05,
  loadTime: 0.1,
  technical: 0.05,
} as const;

/** Scores a page's facts and its load time; every point lost is explained in `issues`. */
export function scorePage(facts: PageFacts, loadTimeMs: number): PageScore {
  const issues: string[] = [];
  const parts = {
    title: singleTagScore(facts.titles, titleTag, issues),
    metaDescription: singleTagScore(facts.metaDescriptions, metaDescriptionTag, issues),
    h1: h1Score(facts.h1s, issues),
    content: contentScore(facts.wordCount, issues),
    links: linkScore(facts.internalLinks, issues),
    images: imageScore(facts.images, facts.imagesWithoutAlt, issues),
    loadTime: loadTimeScore(loadTimeMs, issues),
    technical: technicalScore(facts, issues),
  };
  const overall = (Object.keys(parts) as (keyof typeof parts)[]).reduce((sum, part) => sum + parts[part] * scoreWeights[part], 0);
  return {
    overallScore: Math.round(overall),
    metaTitleScore: parts.title,
    metaDescriptionScore: parts.metaDescription,
    h1Score: parts.h1,
    contentScore: parts.content,
    issues,
  };
}
