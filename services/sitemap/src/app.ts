import { createCitiesClient } from '@local-seo/contracts';
import {
  consumerTask,
  createGoogleTokenSource,
  createService,
  cronTask,
  defineServiceModule,
  prismaPathsOf,
  type ServiceRuntime,
} from '@local-seo/service-kit';
import { createAutomation } from './automation.js';
import { optionsFromEnv, type SitemapOptions } from './config.js';
import { mainSitemapName, publicUrl } from './domain/sitemap-protocol.js';
import { subscribePageChanges } from './events/consumers.js';
import { brandSettingsVersion, recordLegalPages } from './pages/legal-pages.js';
import { generationAtStart } from './generation/at-start.js';
import { SitemapFileStore } from './generation/file-store.js';
import { createSitemapGenerator } from './generation/generator.js';
import { PrismaClient } from './generated/prisma/client.js';
import { createSearchConsoleClient, searchConsoleScope } from './providers/search-console.js';
import { registerAdminSitemapRoutes } from './routes/admin-sitemap.js';
import { registerAdminSubmissionRoutes } from './routes/admin-submissions.js';
import { registerPublicFileRoutes } from './routes/public-files.js';
import { createManualSubmissions } from './submission/submit-current.js';
import { createSubmitter } from './submission/submitter.js';

/** Where the schema and migrations live, from src/ or dist/ alike. */
export const prismaPaths = prismaPathsOf(import.meta.url);

/**
 * The sitemap service: pages kept from city events (and checked against the
 * cities service when a generation syncs), sitemaps generated from them and
 * served, submission to Google and IndexNow, and the automation that
 * regenerates on a schedule (and once at start).
 */
export function createSitemapService(runtime: ServiceRuntime, options: SitemapOptions) {
  const sitemapUrl = publicUrl(options.publicBaseUrl, `/${mainSitemapName}`);
  const cities = createCitiesClient({ baseUrl: options.citiesUrl, timeoutMs: options.citiesTimeoutMs });
  const searchConsole = options.google.credentials
    ? createSearchConsoleClient({
        baseUrl: options.google.baseUrl,
        siteUrl: options.google.siteUrl,
        tokens: createGoogleTokenSource({
          credentials: options.google.credentials,
          scopes: [searchConsoleScope],
          tokenUrl: options.google.tokenUrl,
          timeoutMs: options.outsideTimeoutMs,
        }),
        timeoutMs: options.outsideTimeoutMs,
      })
    : null;

  return createService({
    name: 'sitemap',
    runtime,
    database: { ...prismaPaths, connect: (adapter) => new PrismaClient({ adapter }) },
    build: async (ctx) => {
      const generator = createSitemapGenerator({
        db: ctx.db,
        databaseUrl: ctx.databaseUrl,
        cities: { baseUrl: options.citiesUrl, timeoutMs: options.citiesTimeoutMs },
        store: new SitemapFileStore(options.sitemapDir),
        publicBaseUrl: options.publicBaseUrl,
        logger: ctx.logger,
        syncIntervalMs: options.syncIntervalMs,
        ...options.limits,
      });
      await generator.loadCurrent();
      // Before the first generation, so it lists them; a change of the brand settings is a change of these pages.
      await recordLegalPages(ctx.db, brandSettingsVersion(options.site), new Date());
      const submitter = createSubmitter({
        db: ctx.db,
        searchConsole,
        indexNow: options.indexNow,
        publicBaseUrl: options.publicBaseUrl,
        timeoutMs: options.outsideTimeoutMs,
        logger: ctx.logger,
      });
      const automation = createAutomation({ generator, submitter, sitemapUrl, logger: ctx.logger });
      const atStart = generationAtStart(generator, options.generateAtStart);
      const submissions = createManualSubmissions({ generator, submitter, sitemapUrl });
      return {
        routes(app) {
          registerPublicFileRoutes(app, { generator, submitter, sitemapUrl });
          registerAdminSitemapRoutes(app, { generator, cities, publicBaseUrl: options.publicBaseUrl, checkBaseUrl: options.checkBaseUrl, sitemapUrl });
          registerAdminSubmissionRoutes(app, { submissions, submitter });
        },
        tasks: [
          consumerTask(() => subscribePageChanges(ctx)),
          atStart.task,
          cronTask({ name: 'scheduled sitemap regeneration', schedule: options.cron, logger: ctx.logger, run: automation.runOnce }),
          { start() {}, stop: () => generator.close() },
        ],
        generator,
        submitter,
        automation,
        /** The generation started with the service, when GENERATE_AT_START is on. */
        startGeneration: atStart.started,
      };
    },
  });
}
export type SitemapService = Awaited<ReturnType<typeof createSitemapService>>;

export const sitemapService = defineServiceModule({ name: 'sitemap', defaultPort: 3006, optionsFromEnv, create: createSitemapService });
