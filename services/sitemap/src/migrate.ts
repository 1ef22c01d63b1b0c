import { runMigrationJob } from '@local-seo/service-kit';
import { sitemapService } from './app.js';

/** Applies the pending migrations and exits: the migration Job of a deployment. */
await runMigrationJob(sitemapService.database);
