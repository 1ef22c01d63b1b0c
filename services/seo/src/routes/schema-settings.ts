import { seoRoutes } from '@local-seo/contracts';
import { badRequest, serve } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Context } from '../data/db.js';
import { currentVersion, latestVersions, restoreSchemaSettings, saveSchemaSettings, toVersion } from '../data/schema-settings.js';

const etag = (version: number) => `"schema-settings-v${version}"`;

/** The version an If-Match header names, e.g. "schema-settings-v3"; undefined without the header. */
function expectedVersion(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const match = /^(?:W\/)?"schema-settings-v(\d+)"$/.exec(ifMatch.trim());
  if (!match) throw badRequest('If-Match must be the ETag of GET /api/seo/schema-settings, e.g. "schema-settings-v3"');
  return Number(match[1]);
}

export function registerSchemaSettingsRoutes(app: FastifyInstance, ctx: Context): void {
  const withTag = (reply: FastifyReply, version: number) => reply.header('etag', etag(version));

  serve(app, seoRoutes.schemaSettings, async ({ reply }) => {
    const { version, updated_at, settings } = toVersion(await currentVersion(ctx.db));
    withTag(reply, version).header('cache-control', 'no-cache');
    return { version, updated_at, settings };
  });

  serve(app, seoRoutes.saveSchemaSettings, async ({ body, request, reply }) => {
    const { version, created } = await saveSchemaSettings(ctx, body, expectedVersion(request.headers['if-match']));
    withTag(reply, version.version);
    return { version: version.version, updated_at: version.updated_at, settings: version.settings, created };
  });

  serve(app, seoRoutes.restoreSchemaSettingsVersion, async ({ params, request, reply }) => {
    const { version, created } = await restoreSchemaSettings(ctx, params.version, expectedVersion(request.headers['if-match']));
    withTag(reply, version.version);
    return { version: version.version, updated_at: version.updated_at, settings: version.settings, created };
  });

  serve(app, seoRoutes.schemaSettingsVersions, ({ query }) => latestVersions(ctx.db, query.limit));
}
