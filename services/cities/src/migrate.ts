import { applyMigrations, ensureDatabase, exitOnStartupError, loadConfig } from '@local-seo/service-kit';
import { z } from 'zod';
import { prismaPaths } from './app.js';

/** Applies the pending migrations and exits: the migration Job of a deployment. */
try {
  const { DATABASE_URL } = loadConfig(z.object({ DATABASE_URL: z.string().min(1) }));
  await ensureDatabase(DATABASE_URL);
  const { applied } = await applyMigrations({ databaseUrl: DATABASE_URL, ...prismaPaths, log: console.log });
  console.log(applied.length > 0 ? `Applied ${applied.join(', ')}` : 'No pending migrations');
} catch (err) {
  exitOnStartupError(err);
}
