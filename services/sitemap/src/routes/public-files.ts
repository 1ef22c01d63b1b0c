import { indexNowKeyPattern, sitemapRoutes } from '@local-seo/contracts';
import { HttpError, notFound, serve } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { robotsTxt } from '../domain/robots.js';
import { mainSitemapName, numberedSitemapPattern } from '../domain/sitemap-protocol.js';
import type { SitemapGenerator } from '../generation/generator.js';
import type { Submitter } from '../submission/submitter.js';

interface PublicFileDeps {
  generator: SitemapGenerator;
  submitter: Submitter;
  sitemapUrl: string;
}

/**
 * What crawlers fetch at the site root (routed there by the gateway): the
 * sitemap and its numbered files of the current generation, as every replica
 * serves them from the database (kept in memory once read), with validators
 * for conditional requests that name the generation, so they are the same on
 * every replica; robots.txt; the IndexNow key file.
 */
export function registerPublicFileRoutes(app: FastifyInstance, deps: PublicFileDeps): void {
  async function serveFile(request: FastifyRequest, reply: FastifyReply, name: string) {
    // Asked again at once when the files known here have just been pruned (two newer generations since).
    for (const maxAgeMs of [undefined, 0]) {
      const current = await deps.generator.current(maxAgeMs);
      if (!current) throw notFound('The sitemap has not been generated yet');
      if (!current.files.has(name)) throw notFound(`${name} is not part of the current sitemap`);
      const etag = `"g${current.generationId}-${name}"`;
      reply
        .header('etag', etag)
        .header('last-modified', current.generatedAt.toUTCString())
        .header('cache-control', 'public, max-age=300');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const content = await current.read(name);
      if (content) return reply.type('application/xml; charset=utf-8').send(content);
    }
    throw new HttpError(503, 'The sitemap is being replaced; try again in a moment');
  }

  serve(app, sitemapRoutes.sitemap, ({ request, reply }) => serveFile(request, reply, mainSitemapName));

  serve(app, sitemapRoutes.numberedSitemap, ({ params, request, reply }) => {
    const name = `sitemap-${params.number}.xml`;
    if (!numberedSitemapPattern.test(name)) throw notFound(`${name} is not part of the current sitemap`);
    return serveFile(request, reply, name);
  });

  serve(app, sitemapRoutes.robots, ({ reply }) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(deps.sitemapUrl)),
  );

  // IndexNow reads the key from a file named after it at the site root.
  serve(app, sitemapRoutes.indexNowKeyFile, async ({ params, reply }) => {
    const key = await deps.submitter.indexNowKey();
    if (!key || !indexNowKeyPattern.test(params.indexNowKey) || params.indexNowKey !== key) throw notFound('Not found');
    return reply.type('text/plain; charset=utf-8').send(key);
  });
}
