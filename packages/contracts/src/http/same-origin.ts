/**
 * The only form a `Location` of this product takes: a path on the same site, with
 * exactly one leading '/' (a browser reads '//host' or '/\host' as another site).
 * `target` may be a path or an absolute URL of `origin`; anything else (another
 * origin, another scheme) becomes the site's root.
 */
export function sameOriginPath(target: string, origin = 'http://same-origin.invalid'): string {
  let url: URL;
  try {
    url = new URL(target.replace(/^[/\\]+/, '/'), origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  return `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}`;
}
