import { legalPagePaths } from '@local-seo/contracts';

/** Paths the gateway answers (API, admin app, sitemaps, robots.txt, the IndexNow key file): never a page of the public site. */
export function isGatewayPath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    /^\/sitemap[^/]*\.xml$/.test(pathname) ||
    /^\/[^/]+\.txt$/.test(pathname)
  );
}

export type PageRequest = { kind: 'delivery' } | { kind: 'legal' } | { kind: 'city'; slug: string } | { kind: 'other' };

const legalPaths = new Set<string>(legalPagePaths);

/** Which page a path asks for: the delivery page, the terms or privacy page, a city (any other single segment) or something the router decides. */
export function pageRequestOf(pathname: string): PageRequest {
  if (pathname === '/delivery') return { kind: 'delivery' };
  if (legalPaths.has(pathname)) return { kind: 'legal' };
  const single = /^\/([^/]+)$/.exec(pathname);
  if (single?.[1]) {
    try {
      return { kind: 'city', slug: decodeURIComponent(single[1]) };
    } catch {
      return { kind: 'other' };
    }
  }
  return { kind: 'other' };
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
