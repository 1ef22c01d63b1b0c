import type { SiteSettings } from '@local-seo/contracts';
import type { FastifyInstance } from 'fastify';

/** `GET /api/site` (public): the brand and its links, from BRAND_* configuration. */
export function registerSiteRoute(app: FastifyInstance, site: SiteSettings): void {
  app.get('/api/site', async (_request, reply): Promise<SiteSettings> => {
    reply.header('cache-control', 'public, max-age=300');
    return site;
  });
}
