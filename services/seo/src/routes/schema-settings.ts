import { schemaSettingsSchema } from '@local-seo/contracts';
import { badRequest, parseInput } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SeoContext } from '../db.js';
import { currentVersion, saveSchemaSettings, toVersion } from '../stores/schema-settings.js';

const versionsQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
const etag = (version: number) => `"schema-settings-v${version}"`;

/** The version an If-Match header names, e.g. "schema-settings-v3"; undefined without the header. */
function expectedVersion(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const match = /^(?:W\/)?"schema-settings-v(\d+)"$/.exec(ifMatch.trim());
  if (!match) throw badRequest('If-Match must be the ETag of GET /api/seo/schema-settings, e.g. "schema-settings-v3"');
  return Number(match[1]);
}

export function registerSchemaSettingsRoutes(app: FastifyInstance, ctx: SeoContext): void {
  const withTag = (reply: FastifyReply, version: number) => reply.header('etag', etag(version));

  /** Public: the settings the public pages build their JSON-LD from. */
  app.get('/api/seo/schema-settings', async (_request, reply) => {
    const { version, updated_at, settings } = toVersion(await currentVersion(ctx.db));
    withTag(reply, version).header('cache-control', 'no-cache');
    return { version, updated_at, settings };
  });

  /** Saves the whole configuration object as a new version. */
  app.put('/api/seo/schema-settings', async (request, reply) => {
    const settings = parseInput(schemaSettingsSchema, request.body);
    const { version, created } = await saveSchemaSettings(ctx, settings, expectedVersion(request.headers['if-match']));
    withTag(reply, version.version);
    return { version: version.version, updated_at: version.updated_at, settings: version.settings, created };
  });

  /** Every saved version, the latest first. */
  app.get('/api/seo/schema-settings/versions', async (request) => {
    const { limit } = parseInput(versionsQuery, request.query);
    const rows = await ctx.db.schemaSettingsVersion.findMany({ orderBy: { version: 'desc' }, take: limit });
    return rows.map(toVersion);
  });
}
