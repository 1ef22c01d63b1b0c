import { etagOf, seoRoutes } from '@local-seo/contracts';
import { serve, versionedWriteOf } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SeoContext } from '../db.js';
import { readVersionedSeoSettings, writeSeoSettings } from '../stores/seo-settings.js';

export function registerSettingsRoutes(app: FastifyInstance, ctx: SeoContext): void {
  // The settings' ETag is their version: sent back in If-Match, it refuses a save based on an older one.
  serve(app, seoRoutes.settings, async ({ reply }) => {
    const settings = await readVersionedSeoSettings(ctx.db);
    reply.header('etag', etagOf(settings.version));
    return settings;
  });

  serve(app, seoRoutes.updateSettings, async ({ body, request, reply }) => {
    const write = versionedWriteOf(request.headers);
    const settings = await ctx.transact(async (tx) => {
      await writeSeoSettings(tx, body, write);
      return readVersionedSeoSettings(tx);
    });
    reply.header('etag', etagOf(settings.version));
    return settings;
  });
}
