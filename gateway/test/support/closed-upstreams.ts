import { serviceNames } from '@local-seo/contracts';

/**
 * Every service's URL (CITIES_URL ... AUDIT_URL, as the gateway's settings name them) at a port
 * nothing listens on: a request the gateway lets through is answered 503 by its proxy, never carried out.
 */
export const closedUpstreams = Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, 'http://127.0.0.1:9']));
