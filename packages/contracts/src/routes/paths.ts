/**
 * Paths without schemas, for code that ships no zod (the public site's browser bundle): the
 * public API's paths, which their declarations take from here so the two never differ, and
 * `fillPath`, which `routePath` also uses once the declaration's schemas have checked the values.
 */
export const publicPaths = {
  pageData: '/api/page-data/:slug',
  activeCities: '/api/cities',
  site: '/api/site',
  schemaSettings: '/api/schema-settings',
  deliveryCheck: '/api/delivery/check',
  contractorSearch: '/api/contractors/search/:slug',
  contractorDetails: '/api/contractors/details/:id',
  vitals: '/api/vitals',
} as const;

/** A value of a path or a query, as it goes into the URL. */
const asText = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/**
 * `pattern` with each `:name` replaced by its value (encodeURIComponent'ed), and the query's
 * defined values appended in the order given.
 */
export function fillPath(pattern: string, params: Readonly<Record<string, unknown>> = {}, query?: Readonly<Record<string, unknown>>): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new TypeError(`${pattern}: no value for :${name}`);
    return encodeURIComponent(asText(params[name]));
  });
  if (query === undefined) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.append(name, asText(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
