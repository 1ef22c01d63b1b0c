import { createCitiesClient } from '@local-seo/contracts';
import { cronTask, defineService, prismaDatabase } from '@local-seo/service-kit';
import { createAutomation } from './tasks/automation.js';
import { optionsFromEnv } from './config.js';
import { mainSitemapName, publicUrl } from './domain/sitemap-protocol.js';
import { sitemapSubscriptions } from './events/subscriptions.js';
import { brandSettingsVersion, recordLegalPages } from './data/legal-pages.js';
import { generationAtStart } from './generation/at-start.js';
import { createSitemapGenerator } from './generation/generator.js';
import { PrismaClient } from './generated/prisma/client.js';
import { searchConsoleFrom } from './providers/search-console.js';
import { registerAdminSitemapRoutes } from './routes/admin-sitemap.js';
import { registerAdminSubmissionRoutes } from './routes/admin-submissions.js';
import { registerPublicFileRoutes } from './routes/public-files.js';
import { createManualSubmissions } from './submission/submit-current.js';
import { createSubmitter } from './submission/submitter.js';

/**
 * The sitemap service: pages kept from city events (and checked against the
 * cities service when a generation syncs), sitemaps generated from them and
 * served, submission to Google and IndexNow, and the automation that
 * regenerates on a schedule (and once at start).
 */
export const sitemapService = defineService(
  { name: 'sitemap', defaultPort: 3006, optionsFromEnv, database: prismaDatabase(import.meta.url, PrismaClient) },
  async (ctx, options) => {
    const sitemapUrl = publicUrl(options.publicBaseUrl, `/${mainSitemapName}`);
    const cities = createCitiesClient({ baseUrl: options.citiesUrl, timeoutMs: options.citiesTimeoutMs });
    const generator = createSitemapGenerator({
      db: ctx.db,
      databaseUrl: ctx.databaseUrl,
      cities: { baseUrl: options.citiesUrl, timeoutMs: options.citiesTimeoutMs },
      publicBaseUrl: options.publicBaseUrl,
      logger: ctx.logger,
      syncIntervalMs: options.syncIntervalMs,
      ...options.limits,
    });
    // Before the first generation, so it lists them; a change of the brand settings is a change of these pages.
    await recordLegalPages(ctx.db, brandSettingsVersion(options.site), new Date());
    const submitter = createSubmitter({
      db: ctx.db,
      searchConsole: searchConsoleFrom(options),
      indexNow: options.indexNow,
      publicBaseUrl: options.publicBaseUrl,
      timeoutMs: options.outsideTimeoutMs,
      logger: ctx.logger,
    });
    const automation = createAutomation({ generator, submitter, sitemapUrl });
    const atStart = generationAtStart(generator, options.generateAtStart);
    const submissions = createManualSubmissions({ generator, submitter, sitemapUrl });
    return {
      routes(app) {
        registerPublicFileRoutes(app, { generator, submitter, sitemapUrl });
        registerAdminSitemapRoutes(app, { generator, cities, publicBaseUrl: options.publicBaseUrl, checkBaseUrl: options.checkBaseUrl, sitemapUrl });
        registerAdminSubmissionRoutes(app, { submissions, submitter });
      },
      tasks: [
        ...sitemapSubscriptions(ctx),
        atStart.task,
        cronTask({ name: 'scheduled sitemap regeneration', schedule: options.cron, logger: ctx.logger, leases: ctx.leases, run: automation.runOnce }),
        { start() {}, stop: () => generator.close() },
      ],
      generator,
      submitter,
      automation,
      /** The generation started with the service, when GENERATE_AT_START is on (null when the stored sitemap was current). */
      startGeneration: atStart.started,
    };
  },
);

export type SitemapService = Awaited<ReturnType<typeof sitemapService.create>>;
