import type { Frontends } from '@local-seo/gateway';
import { registerAdminApp } from '@local-seo/web-admin';
import { registerPublicSite } from '@local-seo/web-public';

/**
 * Both frontends in the gateway's process (one hop): the admin app at /admin,
 * the public site on every other page path the gateway leaves free.
 */
export const mountFrontends: Frontends = async (app, parts) => {
  await registerAdminApp(app);
  await registerPublicSite(app, parts);
};
