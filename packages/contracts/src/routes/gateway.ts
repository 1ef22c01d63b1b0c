import { z } from 'zod';
import {
  changeOwnPasswordSchema,
  createStaffUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionResponseSchema,
  staffUserListSchema,
  staffUserSchema,
  updateStaffUserSchema,
} from '../http/admin-session.js';
import { pageDataSchema, pageSchemaSettingsSchema } from '../http/page-data.js';
import { recordIdParams, slugParams } from '../http/params.js';
import { siteSettingsSchema } from '../http/site.js';
import { platformStatsSchema } from '../http/stats.js';
import { trashPageSchema } from '../http/trash.js';
import { route } from './route.js';
import { publicPaths } from './paths.js';

/** What the gateway answers itself: staff sign-in, the composed and cached public data, the figures, the API reference. */
export const gatewayRoutes = {
  login: route({
    method: 'POST',
    path: '/api/admin/login',
    service: 'gateway',
    access: 'public',
    summary:
      'Signs a member of staff in by e-mail and password (the password alone: the first owner) — sets the session cookie, answers the CSRF token for writes and who signed in',
    body: loginRequestSchema,
    answer: loginResponseSchema,
  }),
  session: route({
    method: 'GET',
    path: '/api/admin/session',
    service: 'gateway',
    access: 'public',
    summary: 'Whether this browser holds a staff session (its CSRF token and who is signed in)',
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
  listStaff: route({
    method: 'GET',
    path: '/api/admin/users',
    service: 'gateway',
    access: 'owner',
    summary: 'The staff accounts',
    answer: staffUserListSchema,
  }),
  createStaff: route({
    method: 'POST',
    path: '/api/admin/users',
    service: 'gateway',
    access: 'owner',
    summary: 'Adds a member of staff (409 when the e-mail has an account)',
    body: createStaffUserSchema,
    answer: staffUserSchema,
    status: 201,
  }),
  updateStaff: route({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    service: 'gateway',
    access: 'owner',
    summary: "Changes a member of staff's name or role, disables or enables the account (its sessions end at once), resets its password",
    params: recordIdParams('Staff account'),
    body: updateStaffUserSchema,
    answer: staffUserSchema,
  }),
  changeOwnPassword: route({
    method: 'POST',
    path: '/api/admin/users/me/password',
    service: 'gateway',
    access: 'viewer',
    summary: "Changes the signed-in member of staff's own password (the current one is asked)",
    body: changeOwnPasswordSchema,
    format: 'empty',
    status: 204,
  }),
  pageData: route({
    method: 'GET',
    path: publicPaths.pageData,
    service: 'gateway',
    access: 'public',
    summary: "Everything a live city's page shows, composed from the services (cached; ETag and 304)",
    params: slugParams,
    answer: pageDataSchema,
    // The page data's outcomes besides the page (docs/architecture.md#moved-and-gone-addresses).
    alsoAnswers: {
      301: "An earlier slug of the city: to the current slug's page data, in one hop",
      410: 'The city was made inactive or put in the Trash: its page is gone',
    },
  }),
  schemaSettings: route({
    method: 'GET',
    path: publicPaths.schemaSettings,
    service: 'gateway',
    access: 'public',
    summary: 'The structured-data settings the public pages use (cached; ETag and 304)',
    answer: pageSchemaSettingsSchema,
  }),
  site: route({
    method: 'GET',
    path: publicPaths.site,
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
  trash: route({
    method: 'GET',
    path: '/api/admin/trash',
    service: 'gateway',
    access: 'viewer',
    summary:
      'Everything in the Trash (cities, products, supplier locations, keywords, contractors), newest first, asked of their services at once; a kind whose service did not answer is named in unavailable',
    answer: trashPageSchema,
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
