import { runMigrationJob } from '@local-seo/service-kit';
import { auditService } from './app.js';

/** Applies the pending migrations and exits: the migration Job of a deployment. */
await runMigrationJob(auditService.database);
