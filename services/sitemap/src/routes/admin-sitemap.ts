import { sitemapRoutes, type CitiesClient } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SitemapGenerator } from '../generation/generator.js';
import { sitemapStatus } from '../generation/status.js';
import { runSitemapSelfTest } from '../self-test/self-test.js';

interface AdminSitemapDeps {
  generator: SitemapGenerator;
  cities: CitiesClient;
  publicBaseUrl: string;
  checkBaseUrl: string;
  sitemapUrl: string;
}

/** The Sitemap tab's status, generation and test calls. */
export function registerAdminSitemapRoutes(app: FastifyInstance, deps: AdminSitemapDeps): void {
  const { generator } = deps;

  serve(app, sitemapRoutes.status, () => sitemapStatus(generator, deps.sitemapUrl));

  serve(app, sitemapRoutes.regenerate, async () => {
    const { success, urlCount, sitemapCount, warning, error } = await generator.generate('manual', 'auto');
    return { success, urlCount, sitemapCount, ...(warning ? { warning } : {}), ...(error ? { error } : {}) };
  });

  serve(app, sitemapRoutes.regenerateIndex, async () => {
    const { success, urlCount, sitemapCount, warning, error } = await generator.generate('manual-index', 'index');
    return { success, sitemapCount, totalUrls: urlCount, ...(warning ? { warning } : {}), ...(error ? { error } : {}) };
  });

  serve(app, sitemapRoutes.selfTest, async ({ request }) => {
    try {
      return await runSitemapSelfTest({
        current: await generator.current(0),
        cities: deps.cities,
        publicBaseUrl: deps.publicBaseUrl,
        checkBaseUrl: deps.checkBaseUrl,
      });
    } catch (err) {
      request.log.error({ err }, 'sitemap self-test failed to run');
      return { success: false, results: [], error: 'Failed to run tests' };
    }
  });
}
