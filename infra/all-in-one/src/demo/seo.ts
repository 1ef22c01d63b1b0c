import type { FastifyInstance } from 'fastify';
import { routePath, seoRoutes } from '@local-seo/contracts';
import type { Logger } from '@local-seo/service-kit';

/** Keywords an admin would track for the two fixed pages; city pages get theirs from their events. */
const demoKeywords = [
  { page_type: 'home', page_id: 'home', keyword: 'landscaping supplies ontario', keyword_type: 'primary' },
  { page_type: 'home', page_id: 'home', keyword: 'bulk topsoil delivery', keyword_type: 'secondary' },
  { page_type: 'delivery', page_id: 'delivery', keyword: 'landscaping supplies delivery areas ontario', keyword_type: 'primary' },
] as const;

/**
 * Loads the demo keywords through the seo service's own API (the same checks
 * as an admin's), only when none of them is there yet.
 */
export async function seedDemoSeo(seo: FastifyInstance, logger: Logger): Promise<number> {
  const existing = await seo.inject({ method: 'GET', url: routePath(seoRoutes.keywords, undefined, { page_type: 'home' }) });
  if (existing.statusCode !== 200) throw new Error(`Could not list keywords: ${existing.body}`);
  if ((existing.json() as unknown[]).length > 0) return 0;
  for (const keyword of demoKeywords) {
    const response = await seo.inject({ method: 'POST', url: routePath(seoRoutes.addKeyword), payload: keyword });
    if (response.statusCode !== 201) throw new Error(`Demo keyword "${keyword.keyword}" was refused: ${response.body}`);
  }
  logger.info({ count: demoKeywords.length }, 'demo keywords loaded');
  return demoKeywords.length;
}
