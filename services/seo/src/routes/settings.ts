import { seoRoutes } from '@local-seo/contracts';
import { serve, versionedWriteOf, withVersionTag } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../data/db.js';
import { readVersionedSeoSettings, writeSeoSettings } from '../data/seo-settings.js';

export function registerSettingsRoutes(app: FastifyInstance, ctx: Context): void {
  serve(app, seoRoutes.settings, async ({ reply }) => withVersionTag(reply, await readVersionedSeoSettings(ctx.db)));

  serve(app, seoRoutes.updateSettings, async ({ body, request, reply }) => {
    const write = versionedWriteOf(request.headers);
    const settings = await ctx.transact(async (tx) => {
      await writeSeoSettings(tx, body, write);
      return readVersionedSeoSettings(tx);
    });
    return withVersionTag(reply, settings);
  });
}
