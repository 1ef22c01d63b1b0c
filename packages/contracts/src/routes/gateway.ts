import { z } from 'zod';
import { loginRequestSchema, loginResponseSchema, sessionResponseSchema } from '../http/admin-session.js';
import { pageDataSchema, pageSchemaSettingsSchema } from '../http/page-data.js';
import { slugParams } from '../http/params.js';
import { siteSettingsSchema } from '../http/site.js';
import { platformStatsSchema } from '../http/stats.js';
import { route } from './route.js';

/** What the gateway answers itself: staff sign-in, the composed and cached public data, the figures, the API reference. */
export const gatewayRoutes = {
  login: route({
    method: 'POST',
    path: '/api/admin/login',
    service: 'gateway',
    access: 'public',
    summary: 'Signs a member of staff in: sets the session cookie and answers the CSRF token for writes',
    body: loginRequestSchema,
    answer: loginResponseSchema,
  }),
  session: route({
    method: 'GET',
    path: '/api/admin/session',
    service: 'gateway',
    access: 'public',
    summary: 'Whether this browser holds a staff session (and its CSRF token)',
    answer: sessionResponseSchema,
  }),
  logout: route({
    method: 'POST',
    path: '/api/admin/logout',
    service: 'gateway',
    access: 'viewer',
    summary: 'Ends the session',
    format: 'empty',
    status: 204,
  }),
  pageData: route({
    method: 'GET',
    path: '/api/page-data/:slug',
    service: 'gateway',
    access: 'public',
    summary: "Everything a live city's page shows, composed from the services (cached; ETag and 304)",
    params: slugParams,
    answer: pageDataSchema,
  }),
  schemaSettings: route({
    method: 'GET',
    path: '/api/schema-settings',
    service: 'gateway',
    access: 'public',
    summary: 'The structured-data settings the public pages use (cached; ETag and 304)',
    answer: pageSchemaSettingsSchema,
  }),
  site: route({
    method: 'GET',
    path: '/api/site',
    service: 'gateway',
    access: 'public',
    summary: "The brand's name, links and contact details",
    answer: siteSettingsSchema,
  }),
  stats: route({
    method: 'GET',
    path: '/api/stats',
    service: 'gateway',
    access: 'viewer',
    summary: "The overview's figures, from the catalog and the contractors (a service that did not answer is named)",
    answer: platformStatsSchema,
  }),
  publicDocs: route({
    method: 'GET',
    path: '/api/docs',
    service: 'gateway',
    access: 'public',
    summary: 'The reference of the public API, as a page',
    format: 'html',
  }),
  publicOpenApi: route({
    method: 'GET',
    path: '/api/docs/openapi.json',
    service: 'gateway',
    access: 'public',
    summary: 'The public API as an OpenAPI 3.1 document',
    answer: z.record(z.string(), z.unknown()),
  }),
  staffDocs: route({
    method: 'GET',
    path: '/api/admin/docs',
    service: 'gateway',
    access: 'viewer',
    summary: 'The reference of the whole API, staff routes included, as a page',
    format: 'html',
  }),
  staffOpenApi: route({
    method: 'GET',
    path: '/api/admin/docs/openapi.json',
    service: 'gateway',
    access: 'viewer',
    summary: 'The whole API as an OpenAPI 3.1 document',
    answer: z.record(z.string(), z.unknown()),
  }),
};
