/**
 * Every service's URL at a port nothing listens on (as the gateway's settings name them): a
 * request the gateway lets through is answered 503 by its proxy, never carried out.
 */
export const closedUpstreams = Object.fromEntries(
  ['CITIES', 'CATALOG', 'CONTRACTORS', 'WEATHER', 'SEO', 'SITEMAP', 'AUDIT'].map((name) => [`${name}_URL`, 'http://127.0.0.1:9']),
);
