import { cronTask, defineService, prismaDatabase, trashPurgeTask } from '@local-seo/service-kit';
import { seoSubscriptions } from './events/subscriptions.js';
import { optionsFromEnv } from './config.js';
import { defaultSchemaSettings } from './domain/index.js';
import { PrismaClient } from './generated/prisma/client.js';
import { missingSearchConsoleSettings, searchConsoleClientFrom } from './providers/search-console.js';
import { registerOnPageAuditRoutes } from './routes/onpage-audit.js';
import { nearDuplicateTasks } from './tasks/near-duplicates.js';
import { registerKeywordRoutes } from './routes/keywords.js';
import { registerNearDuplicateRoutes } from './routes/near-duplicates.js';
import { registerSchemaSettingsRoutes } from './routes/schema-settings.js';
import { registerSettingsRoutes } from './routes/settings.js';
import { registerTrackingRoutes } from './routes/tracking.js';
import { registerVitalsRoutes } from './routes/vitals.js';
import { ensureFirstVersion } from './data/schema-settings.js';
import { trackKeywords, type TrackingOptions } from './tracking/track-keywords.js';
import { vitalsPruneTask } from './tasks/vitals-prune.js';

/** The seo service: keywords and rank tracking, on-page audits, near-duplicate city pages, field Core Web Vitals, versioned schema settings. */
export const seoService = defineService(
  { name: 'seo', defaultPort: 3005, optionsFromEnv, database: prismaDatabase(import.meta.url, PrismaClient) },
  async (ctx, options) => {
    await ensureFirstVersion(ctx.db, defaultSchemaSettings(options.brand));
    const tracking: TrackingOptions = {
      ctx,
      searchConsole: searchConsoleClientFrom(options.searchConsole),
      notConfigured: missingSearchConsoleSettings(options.searchConsole),
    };
    const audit = { ctx, publicBaseUrl: options.publicBaseUrl, fetchBaseUrl: options.auditFetchBaseUrl, timeoutMs: options.auditTimeoutMs };
    return {
      routes(app) {
        registerKeywordRoutes(app, ctx);
        registerTrackingRoutes(app, tracking);
        registerOnPageAuditRoutes(app, audit);
        registerSettingsRoutes(app, ctx);
        registerSchemaSettingsRoutes(app, ctx);
        registerNearDuplicateRoutes(app, ctx);
        registerVitalsRoutes(app, ctx);
      },
      tasks: [
        ...seoSubscriptions(ctx, options),
        ...nearDuplicateTasks(audit, options.nearDuplicates ?? {}),
        // Once a day, the keywords trashed over 30 days ago are forgotten.
        trashPurgeTask({ db: ctx.db, entities: ['keyword'], logger: ctx.logger, leases: ctx.leases }),
        vitalsPruneTask(ctx),
        ...(options.trackingCron
          ? [
              cronTask({
                name: 'scheduled tracking run',
                schedule: options.trackingCron,
                logger: ctx.logger,
                leases: ctx.leases,
                run: async () => ctx.logger.info(await trackKeywords(tracking, 'scheduled'), 'scheduled tracking run completed'),
              }),
            ]
          : []),
      ],
    };
  },
);
export type SeoService = Awaited<ReturnType<typeof seoService.create>>;

