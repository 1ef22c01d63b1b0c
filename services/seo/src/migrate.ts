import { runMigrationJob } from '@local-seo/service-kit';
import { seoService } from './app.js';

/** Applies the pending migrations and exits: the migration Job of a deployment. */
await runMigrationJob(seoService.database);
