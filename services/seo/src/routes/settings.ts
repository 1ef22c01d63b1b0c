import { seoSettingsUpdateSchema } from '@local-seo/contracts';
import { parseInput } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SeoContext } from '../db.js';
import { readSeoSettings, writeSeoSettings } from '../stores/seo-settings.js';

export function registerSettingsRoutes(app: FastifyInstance, ctx: SeoContext): void {
  /** The SEO Analytics settings (defaults until changed). */
  app.get('/api/seo/settings', async () => readSeoSettings(ctx.db));

  /** Changes the settings sent; the others keep their values. */
  app.put('/api/seo/settings', async (request) => {
    const change = parseInput(seoSettingsUpdateSchema, request.body);
    return ctx.transact(async (tx) => {
      await writeSeoSettings(tx, change);
      return readSeoSettings(tx);
    });
  });
}
