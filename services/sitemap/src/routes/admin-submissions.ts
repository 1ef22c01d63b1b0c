import { sitemapRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ManualSubmissions } from '../submission/submit-current.js';
import type { Submitter } from '../submission/submitter.js';

/** The Sitemap tab's submission calls and the engines' status. */
export function registerAdminSubmissionRoutes(app: FastifyInstance, deps: { submissions: ManualSubmissions; submitter: Submitter }): void {
  const { submissions, submitter } = deps;
  serve(app, sitemapRoutes.submitToGoogle, ({ body }) => submissions.toGoogle(body.sitemapUrl));
  serve(app, sitemapRoutes.submitToBing, ({ body }) => submissions.toIndexNow(body.apiKey));
  serve(app, sitemapRoutes.submitToAll, ({ body }) => submissions.toAll(body.sitemapUrl, body.bingApiKey));
  serve(app, sitemapRoutes.googleStatus, () => submitter.googleStatus());
  serve(app, sitemapRoutes.bingStatus, () => submitter.bingStatus());
  serve(app, sitemapRoutes.testGoogleConnection, () => submitter.testGoogleConnection());
}
