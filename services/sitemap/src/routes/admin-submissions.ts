import {
  submitToAllSchema,
  submitToBingSchema,
  submitToGoogleSchema,
  type BingSitemapStatus,
  type GoogleConnection,
  type GoogleSitemapStatus,
  type SubmissionResult,
  type SubmitAllResult,
} from '@local-seo/contracts';
import { parseInput } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { mainSitemapName, publicUrl } from '../domain/sitemap-protocol.js';
import type { SitemapGenerator } from '../generation/generator.js';
import type { Submitter } from '../submission/submitter.js';

export interface AdminSubmissionDeps {
  generator: SitemapGenerator;
  submitter: Submitter;
  publicBaseUrl: string;
}

const noSitemap: SubmissionResult = {
  success: false,
  message: 'No sitemap has been generated yet; generate it before submitting',
  error: 'No sitemap has been generated yet; generate it before submitting',
};

/**
 * The Sitemap tab's submission calls. A submission that fails, or cannot
 * happen because the engine is not configured, answers success: false with
 * the reason in `error` (and is recorded); nothing pretends to have worked.
 */
export function registerAdminSubmissionRoutes(app: FastifyInstance, deps: AdminSubmissionDeps): void {
  const { generator, submitter } = deps;
  const defaultSitemapUrl = publicUrl(deps.publicBaseUrl, `/${mainSitemapName}`);

  app.post('/api/admin/submit-sitemap-to-google', async (request): Promise<SubmissionResult> => {
    const { sitemapUrl } = parseInput(submitToGoogleSchema, request.body);
    if (!generator.current()) return noSitemap;
    return submitter.submitToGoogle(sitemapUrl ?? defaultSitemapUrl, 'manual');
  });

  app.post('/api/admin/submit-sitemap-to-bing', async (request): Promise<SubmissionResult> => {
    const { apiKey } = parseInput(submitToBingSchema, request.body);
    if (!generator.current()) return noSitemap;
    return submitter.submitToIndexNow('manual', apiKey);
  });

  app.post('/api/admin/submit-sitemap-all', async (request): Promise<SubmitAllResult> => {
    const { sitemapUrl, bingApiKey } = parseInput(submitToAllSchema, request.body);
    if (!generator.current()) return { success: false, google: noSitemap, bing: noSitemap };
    const google = await submitter.submitToGoogle(sitemapUrl ?? defaultSitemapUrl, 'manual');
    const bing = await submitter.submitToIndexNow('manual', bingApiKey);
    return { success: google.success && bing.success, google, bing };
  });

  app.get('/api/admin/google-sitemap-status', (): Promise<GoogleSitemapStatus> => submitter.googleStatus());
  app.get('/api/admin/bing-sitemap-status', (): Promise<BingSitemapStatus> => submitter.bingStatus());
  app.get('/api/admin/test-google-connection', (): Promise<GoogleConnection> => submitter.testGoogleConnection());
}
