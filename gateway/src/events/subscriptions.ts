import { invalidateFor, pageDataSubjects } from '@local-seo/contracts';
import type { EventBus } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { PageDataCache } from '../composition/page-data/page-data-cache.js';

/**
 * Everything the gateway listens to, in one list, which is one watch: every replica watches the events that change a city page and
 * drops what they change from its page-data cache (which event drops which page is decided in the
 * contracts). Stopped when the app closes.
 */
export async function watchPageDataChanges(app: FastifyInstance, bus: EventBus, cache: PageDataCache): Promise<void> {
  const watch = await bus.watch(pageDataSubjects, (event) => invalidateFor(event, cache), {
    // Changes made while NATS was away never reach us: start over rather than serve them stale.
    onGap: () => {
      cache.allPages();
      cache.cityList();
      cache.schema();
    },
  });
  app.addHook('onClose', () => watch.stop());
}
