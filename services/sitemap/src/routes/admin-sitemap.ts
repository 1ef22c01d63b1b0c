import type {
  CitiesClient,
  RegenerateSitemapIndexResult,
  RegenerateSitemapResult,
  SitemapSelfTest,
  SitemapStatus,
} from '@local-seo/contracts';
import type { FastifyInstance } from 'fastify';
import { mainSitemapName, publicUrl } from '../domain/sitemap-protocol.js';
import type { SitemapGenerator } from '../generation/generator.js';
import { runSitemapSelfTest } from '../self-test/self-test.js';

export interface AdminSitemapDeps {
  generator: SitemapGenerator;
  cities: CitiesClient;
  publicBaseUrl: string;
  checkBaseUrl: string;
}

/** The Sitemap tab's status, generation and test calls. */
export function registerAdminSitemapRoutes(app: FastifyInstance, deps: AdminSitemapDeps): void {
  const { generator } = deps;
  const sitemapUrl = publicUrl(deps.publicBaseUrl, `/${mainSitemapName}`);

  app.get('/api/admin/sitemap-status', async (): Promise<SitemapStatus> => {
    const current = generator.current();
    const [{ needed, reason }, last] = await Promise.all([generator.needsRegeneration(), generator.lastGeneration()]);
    return {
      exists: current !== null,
      cityCount: current?.cityCount ?? 0,
      urlCount: current?.urlCount ?? 0,
      size: current?.totalBytes ?? 0,
      lastModified: current?.generatedAt.toISOString() ?? null,
      needsRegeneration: needed,
      regenerationReason: reason,
      sitemapUrl,
      isIndex: current?.isIndex ?? false,
      sitemapCount: current?.sitemapCount ?? 0,
      lastWarning: last?.warning ?? null,
      lastError: last?.error ?? null,
    };
  });

  app.post('/api/admin/regenerate-sitemap', async (): Promise<RegenerateSitemapResult> => {
    const { success, urlCount, sitemapCount, warning, error } = await generator.generate('manual', 'auto');
    return { success, urlCount, sitemapCount, ...(warning ? { warning } : {}), ...(error ? { error } : {}) };
  });

  app.post('/api/admin/regenerate-sitemap-index', async (): Promise<RegenerateSitemapIndexResult> => {
    const { success, urlCount, sitemapCount, warning, error } = await generator.generate('manual-index', 'index');
    return { success, sitemapCount, totalUrls: urlCount, ...(warning ? { warning } : {}), ...(error ? { error } : {}) };
  });

  app.post('/api/admin/test-sitemap-system', async (request): Promise<SitemapSelfTest> => {
    try {
      return await runSitemapSelfTest({
        current: generator.current(),
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
