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

export type PageRequest = { kind: 'delivery' } | { kind: 'city'; slug: string } | { kind: 'other' };

/** Which page a path asks for: the delivery page, a city (any other single segment) or something the router decides. */
export function pageRequestOf(pathname: string): PageRequest {
  if (pathname === '/delivery') return { kind: 'delivery' };
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
