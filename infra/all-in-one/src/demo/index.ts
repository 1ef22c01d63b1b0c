import type { Logger } from '@local-seo/service-kit';
import type { RunningServices } from '../services.js';
import { seedDemoCatalog } from './catalog.js';
import { seedDemoContractors } from './contractors.js';
import { seedDemoCities } from './seed.js';
import { seedDemoSeo } from './seo.js';
import { seedDemoWeatherSuggestions } from './weather.js';

/** The demo data, each through its service's own API and only into an empty database: cities first, as their events feed the others. */
export async function seedDemoData(services: RunningServices, logger: Logger): Promise<void> {
  await seedDemoCities(services.cities.app, logger);
  await seedDemoCatalog(services.catalog.app, logger);
  await seedDemoContractors(services.contractors.app, logger);
  await seedDemoSeo(services.seo.app, logger);
  await seedDemoWeatherSuggestions(services.weather.app, logger);
}
