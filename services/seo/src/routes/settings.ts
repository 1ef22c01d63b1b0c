import { seoRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SeoContext } from '../db.js';
import { readSeoSettings, writeSeoSettings } from '../stores/seo-settings.js';

export function registerSettingsRoutes(app: FastifyInstance, ctx: SeoContext): void {
  serve(app, seoRoutes.settings, () => readSeoSettings(ctx.db));

  serve(app, seoRoutes.updateSettings, ({ body }) =>
    ctx.transact(async (tx) => {
      await writeSeoSettings(tx, body);
      return readSeoSettings(tx);
    }),
  );
}
