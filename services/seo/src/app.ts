import { createServiceLegacy, prismaPathsOf, type ServiceRuntime } from '@local-seo/service-kit';
import cron, { type ScheduledTask } from 'node-cron';
import type { SearchConsoleSettings } from './config.js';
import { defaultSchemaSettings, type BrandDetails } from './domain/index.js';
import { consumeCityEvents } from './events/city-pages.js';
import { PrismaClient } from './generated/prisma/client.js';
import { createPagesSource } from './pages-source.js';
import { missingSearchConsoleSettings, searchConsoleClientFrom } from './providers/search-console.js';
import { registerAuditRoutes } from './routes/audit.js';
import { registerKeywordRoutes } from './routes/keywords.js';
import { registerPageRoutes } from './routes/pages.js';
import { registerSchemaSettingsRoutes } from './routes/schema-settings.js';
import { registerSettingsRoutes } from './routes/settings.js';
import { registerTrackingRoutes } from './routes/tracking.js';
import { ensureFirstVersion } from './stores/schema-settings.js';
import { trackKeywords, type TrackingOptions } from './tracking/track-keywords.js';

export const serviceName = 'seo';

/** Where the schema and migrations live, from src/ or dist/ alike. */
export const prismaPaths = prismaPathsOf(import.meta.url);

export interface SeoServiceOptions extends ServiceRuntime {
  /** The cities service, for the city pages. */
  citiesUrl: string;
  /** Where the public site answers (audits fetch its pages there). */
  publicBaseUrl: string;
  /** Where the audit fetches pages from, when not PUBLIC_BASE_URL. */
  auditFetchBaseUrl?: string;
  searchConsole: SearchConsoleSettings;
  /** The business details the schema settings start from. */
  brand: BrandDetails;
  /** A cron expression for scheduled tracking runs; unset: manual runs only. */
  trackingCron?: string;
  /** Per-page time limit of the on-page audit. */
  auditTimeoutMs?: number;
}

/** The seo service: keywords and rank tracking, on-page audits, versioned schema settings. */
export async function createSeoService(options: SeoServiceOptions) {
  const pages = createPagesSource(options.citiesUrl);
  let tracking: TrackingOptions | undefined;
  const service = await createServiceLegacy<PrismaClient>({
    name: serviceName,
    logger: options.logger,
    bus: options.bus,
    database: {
      url: options.databaseUrl,
      ...prismaPaths,
      connect: (adapter) => new PrismaClient({ adapter }),
    },
    routes(app, ctx) {
      tracking = {
        ctx,
        searchConsole: searchConsoleClientFrom(options.searchConsole),
        notConfigured: missingSearchConsoleSettings(options.searchConsole),
      };
      registerPageRoutes(app, pages);
      registerKeywordRoutes(app, ctx, pages);
      registerTrackingRoutes(app, tracking);
      registerAuditRoutes(app, { ctx, pages, publicBaseUrl: options.publicBaseUrl, fetchBaseUrl: options.auditFetchBaseUrl, timeoutMs: options.auditTimeoutMs });
      registerSettingsRoutes(app, ctx);
      registerSchemaSettingsRoutes(app, ctx);
    },
    consumers: async (ctx) => [await consumeCityEvents(ctx)],
  });
  await ensureFirstVersion(service.context.db, defaultSchemaSettings(options.brand));

  // Scheduled runs start with the service listening, like its consumers.
  let schedule: ScheduledTask | undefined;
  return {
    ...service,
    async listen(listenOptions: { port: number; host: string }) {
      const url = await service.listen(listenOptions);
      if (options.trackingCron && !schedule && tracking) {
        const runWith = tracking;
        schedule = cron.schedule(
          options.trackingCron,
          () =>
            trackKeywords(runWith, 'scheduled').then(
              (result) => service.context.logger.info(result, 'scheduled tracking run completed'),
              (err: unknown) => service.context.logger.warn({ err }, 'scheduled tracking run failed'),
            ),
          { name: 'seo-tracking', noOverlap: true },
        );
      }
      return url;
    },
    async close() {
      await schedule?.destroy();
      await service.close();
    },
  };
}
export type SeoService = Awaited<ReturnType<typeof createSeoService>>;
