// Everything the services, the gateway and both frontends share, one module a line.

// HTTP: request and answer schemas, errors, limits and the words shared by screens and services.
export * from './http/errors.js';
export * from './http/text.js';
export * from './http/link-url.js';
export * from './http/admin-session.js';
export * from './http/cities.js';
export * from './http/city-content.js';
export * from './http/catalog.js';
export * from './http/contractors.js';
export * from './http/weather.js';
export * from './http/seo.js';
export * from './http/sitemap.js';
export * from './http/stats.js';
export * from './http/page-data.js';
export * from './http/page-outcome.js';
export * from './http/local-facts.js';
export * from './http/json-schema-facts.js';
export * from './http/site.js';
export * from './http/time-limits.js';
export * from './http/same-origin.js';
export * from './http/params.js';
export * from './http/actor.js';
export * from './http/audit.js';
export * from './http/versions.js';
export * from './http/trash.js';
export * from './http/paging.js';
export * from './http/vitals.js';

// Events: envelopes, each service's events, the durable consumers and the catalogue of them all.
export * from './events/envelope.js';
export * from './events/change-summary.js';
export * from './events/cities.js';
export * from './events/catalog.js';
export * from './events/contractors.js';
export * from './events/weather.js';
export * from './events/seo.js';
export * from './events/sitemap.js';
export * from './events/gateway.js';
export * from './events/consumers.js';
export * from './events/all-events.js';
export * from './events/page-data-invalidation.js';

// Routes: each route declared once (method, path, access, schemas), and the OpenAPI document built from them.
export * from './routes/paths.js';
export * from './routes/route.js';
export * from './routes/openapi.js';
export * from './routes/gateway.js';
export * from './routes/cities.js';
export * from './routes/catalog.js';
export * from './routes/contractors.js';
export * from './routes/weather.js';
export * from './routes/seo.js';
export * from './routes/sitemap.js';
export * from './routes/audit.js';
export * from './routes/declared.js';

export * from './clients/index.js';
export * from './rules/index.js';
