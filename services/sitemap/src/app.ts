import { createCitiesClient } from '@local-seo/contracts';
import { createGoogleTokenSource, createServiceLegacy, prismaPathsOf, type ServiceRuntime } from '@local-seo/service-kit';
import { createAutomation, type Automation } from './automation.js';
import type { SitemapSettings } from './config.js';
import { mainSitemapName, publicUrl } from './domain/sitemap-protocol.js';
import { startSitemapConsumers } from './events/consumers.js';
import { SitemapFileStore } from './generation/file-store.js';
import { createSitemapGenerator, type GenerationResult, type SitemapGenerator } from './generation/generator.js';
import { PrismaClient } from './generated/prisma/client.js';
import { createSearchConsoleClient, searchConsoleScope } from './providers/search-console.js';
import { registerAdminSitemapRoutes } from './routes/admin-sitemap.js';
import { registerAdminSubmissionRoutes } from './routes/admin-submissions.js';
import { registerPublicFileRoutes } from './routes/public-files.js';
import { createSubmitter, type Submitter } from './submission/submitter.js';

export const serviceName = 'sitemap';

/** Where the schema and migrations live, from src/ or dist/ alike. */
export const prismaPaths = prismaPathsOf(import.meta.url);

export interface SitemapServiceOptions extends ServiceRuntime {
  settings: SitemapSettings;
  /** Test hooks for the protocol's per-file limits. */
  limits?: { maxUrlsPerFile?: number; maxBytesPerFile?: number };
}

/**
 * The sitemap service: pages kept from city events, sitemaps generated from
 * them and served, submission to Google and IndexNow, and the automation that
 * regenerates on a schedule (and once at start).
 */
export async function createSitemapService(options: SitemapServiceOptions) {
  const { settings } = options;
  const cities = createCitiesClient({ baseUrl: settings.citiesUrl, timeoutMs: settings.citiesTimeoutMs });
  const sitemapUrl = publicUrl(settings.publicBaseUrl, `/${mainSitemapName}`);
  const searchConsole = settings.google.credentials
    ? createSearchConsoleClient({
        baseUrl: settings.google.baseUrl,
        siteUrl: settings.google.siteUrl,
        tokens: createGoogleTokenSource({
          credentials: settings.google.credentials,
          scopes: [searchConsoleScope],
          tokenUrl: settings.google.tokenUrl,
          timeoutMs: settings.outsideTimeoutMs,
        }),
        timeoutMs: settings.outsideTimeoutMs,
      })
    : null;

  let parts: { generator: SitemapGenerator; submitter: Submitter; automation: Automation } | undefined;
  const service = await createServiceLegacy<PrismaClient>({
    name: serviceName,
    logger: options.logger,
    bus: options.bus,
    database: { url: options.databaseUrl, ...prismaPaths, connect: (adapter) => new PrismaClient({ adapter }) },
    routes(app, ctx) {
      const generator = createSitemapGenerator({
        db: ctx.db,
        cities,
        store: new SitemapFileStore(settings.sitemapDir),
        publicBaseUrl: settings.publicBaseUrl,
        logger: ctx.logger,
        syncIntervalMs: settings.syncIntervalMs,
        ...options.limits,
      });
      const submitter = createSubmitter({
        db: ctx.db,
        searchConsole,
        indexNow: settings.indexNow,
        publicBaseUrl: settings.publicBaseUrl,
        timeoutMs: settings.outsideTimeoutMs,
        logger: ctx.logger,
      });
      const automation = createAutomation({ generator, submitter, schedule: settings.cron, sitemapUrl, logger: ctx.logger });
      parts = { generator, submitter, automation };
      registerPublicFileRoutes(app, { generator, submitter, publicBaseUrl: settings.publicBaseUrl });
      registerAdminSitemapRoutes(app, { generator, cities, publicBaseUrl: settings.publicBaseUrl, checkBaseUrl: settings.checkBaseUrl });
      registerAdminSubmissionRoutes(app, { generator, submitter, publicBaseUrl: settings.publicBaseUrl });
    },
    consumers: (ctx) => startSitemapConsumers(ctx),
  });
  const { generator, submitter, automation } = parts!;
  await generator.loadCurrent();

  let startGeneration: Promise<GenerationResult> | null = null;
  return {
    app: service.app,
    context: service.context,
    generator,
    submitter,
    automation,
    /** The generation started by listen(), when GENERATE_AT_START is on. */
    startGeneration: () => startGeneration,

    /** Listens, then generates once and starts the schedule. */
    async listen(address: { port: number; host: string }): Promise<string> {
      const url = await service.listen(address);
      if (settings.generateAtStart && !startGeneration) startGeneration = generator.generate('start');
      automation.start();
      return url;
    },

    async close(): Promise<void> {
      await automation.stop();
      await generator.idle();
      await service.close();
    },
  };
}
export type SitemapService = Awaited<ReturnType<typeof createSitemapService>>;
