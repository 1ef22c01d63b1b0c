import { gatewayRoutes, type SiteSettings } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';

/** `GET /api/site` (public): the brand and its links, from BRAND_* configuration. */
export function registerSiteRoute(app: FastifyInstance, site: SiteSettings): void {
  serve(app, gatewayRoutes.site, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return site;
  });
}
