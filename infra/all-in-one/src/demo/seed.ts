import type { FastifyInstance } from 'fastify';
import { citiesRoutes, routePath } from '@local-seo/contracts';
import type { Logger } from '@local-seo/service-kit';
import { demoCities } from './cities.js';
import { withDemoContent } from './city-content.js';

/**
 * Loads the demo cities through the cities service's own API, so the same
 * validation runs and the same events go out as for a city an admin creates.
 * Only into an empty database: a second start keeps what is there.
 */
export async function seedDemoCities(cities: FastifyInstance, logger: Logger): Promise<number> {
  const existing = await cities.inject({ method: 'GET', url: routePath(citiesRoutes.listAll) });
  if (existing.statusCode !== 200) throw new Error(`Could not list cities: ${existing.body}`);
  if ((existing.json() as unknown[]).length > 0) return 0;
  for (const city of demoCities) {
    const response = await cities.inject({
      method: 'POST',
      url: routePath(citiesRoutes.create),
      payload: { province: 'Ontario', page_active: true, template: 'standard', ...withDemoContent(city) },
    });
    if (response.statusCode !== 201) throw new Error(`Demo city ${city.url_slug} was refused: ${response.body}`);
  }
  logger.info({ count: demoCities.length }, 'demo cities loaded');
  return demoCities.length;
}
