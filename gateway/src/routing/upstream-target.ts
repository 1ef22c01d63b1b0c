import { badRequest } from '@local-seo/service-kit';

const paramToken = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * A path parameter as the router decoded it, refused unless it can stand as one segment and
 * nothing else. Refused too: a value that still holds percent-encoding once decoded (`..%252f`
 * is `..%2f`: encoded twice, which a parser that decodes again reads as a slash or a dot), and
 * one that begins or ends with "..", which the proxy would read as a path traversal and refuse
 * in its own words.
 */
function segmentOf(name: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') throw badRequest(`The address is missing its ${name}`);
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(value) || value === '.' || value === '..') {
    throw badRequest(`The ${name} in the address may not contain "/", "\\", control characters or be "." or ".."`);
  }
  if (/%[0-9a-f]{2}/i.test(value)) throw badRequest(`The ${name} in the address may not contain percent-encoding twice over (such as %252f)`);
  if (value.startsWith('..') || value.endsWith('..')) throw badRequest(`The ${name} in the address may not begin or end with ".."`);
  return encodeURIComponent(value);
}

/** The query as the gateway parsed it, written out again (repeated names kept, everything re-encoded). */
function queryOf(query: unknown): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(name, String(item));
  }
  const written = search.toString();
  return written ? `?${written}` : '';
}

/**
 * What the gateway asks of a service: the route's own path with each parameter
 * checked and re-encoded, and the parsed query re-encoded. It never forwards the
 * raw request target, so no spelling of a path (backslashes, encoded dots or
 * slashes, dot segments) can make the service see a route the gateway did not check.
 */
export function upstreamTarget(pattern: string, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  let path = pattern.replace(paramToken, (_token, name: string) => segmentOf(name, values[name]));
  // A wildcard (the frontends' pages) stands for several segments, each checked alike;
  // doubled slashes collapse (a trailing one stays: the page redirects it).
  if (path.endsWith('*')) {
    const segments = String(values['*'] ?? '').split('/');
    const kept = segments.filter((segment, index) => segment !== '' || (index === segments.length - 1 && index > 0));
    path = path.slice(0, -1) + kept.map((segment) => (segment === '' ? '' : segmentOf('path', segment))).join('/');
  }
  return path + queryOf(query);
}
