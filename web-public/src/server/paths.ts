import { apiPath, isPathUnder, legalPagePaths, slugMaxLength } from '@local-seo/contracts';

/** Paths the gateway answers (API, admin app, sitemaps, robots.txt, the IndexNow key file): never a page of the public site. */
export function isGatewayPath(pathname: string): boolean {
  return (
    isPathUnder(pathname, apiPath) ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    /^\/sitemap[^/]*\.xml$/.test(pathname) ||
    /^\/[^/]+\.txt$/.test(pathname)
  );
}

export type PageRequest = { kind: 'delivery' } | { kind: 'legal' } | { kind: 'city'; slug: string } | { kind: 'too-long' } | { kind: 'other' };

/** The longest path a page can have: `/` and the longest slug (slugs are ASCII, so an encoded variant decodes to no more). */
export const longestPagePath = 1 + slugMaxLength;

const legalPaths = new Set<string>(legalPagePaths);

/**
 * Which page a path asks for: the delivery page, the terms or privacy page, a
 * city (any other single segment), a path longer than any page's (no page, known
 * without asking for data or rendering) or something the router decides.
 */
export function pageRequestOf(pathname: string): PageRequest {
  if (pathname === '/delivery') return { kind: 'delivery' };
  if (legalPaths.has(pathname)) return { kind: 'legal' };
  const single = /^\/([^/]+)$/.exec(pathname);
  if (single?.[1]) {
    try {
      const slug = decodeURIComponent(single[1]);
      return slug.length > slugMaxLength ? { kind: 'too-long' } : { kind: 'city', slug };
    } catch {
      // Undecodable: the router's not-found screen, unless the path is too long to be a page at all.
    }
  }
  return pathname.length > longestPagePath ? { kind: 'too-long' } : { kind: 'other' };
}

/** A path as the cache knows it: `/{slug}` with the slug encoded one way only, the query string never part of it. */
export function canonicalPath(pathname: string): { key: string; request: PageRequest } {
  const request = pageRequestOf(pathname);
  if (request.kind === 'city') return { key: `/${encodeURIComponent(request.slug)}`, request };
  return { key: pathname, request };
}

/**
 * Where a variant of a page path belongs (docs/behaviour/public-site.md#routes): without
 * its trailing slashes, and a single segment (a slug, `delivery`) in lower case, since
 * slugs are lower case. Null when the path is already canonical. One hop, whatever
 * the variant: `/Barrie/` goes straight to `/barrie`.
 */
export function canonicalRedirect(pathname: string): string | null {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const request = pageRequestOf(path);
  const single = request.kind === 'city' ? request.slug : request.kind === 'delivery' ? 'delivery' : null;
  if (single !== null && single !== single.toLowerCase()) path = `/${encodeURIComponent(single.toLowerCase())}`;
  return path === pathname ? null : path;
}
