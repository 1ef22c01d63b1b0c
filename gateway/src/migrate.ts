import { runMigrationJob } from '@local-seo/service-kit';
import { gatewayPrismaPaths } from './app.js';

/** Applies the pending migrations of the staff database and exits: the migration Job of a deployment. */
await runMigrationJob(gatewayPrismaPaths);
