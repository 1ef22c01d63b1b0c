import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { indexNowKeyPattern, sitemapRoutes } from '@local-seo/contracts';
import { notFound, serve } from '@local-seo/service-kit';
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
 * sitemap and its numbered files, straight from disk with validators for
 * conditional requests; robots.txt; the IndexNow key file.
 */
export function registerPublicFileRoutes(app: FastifyInstance, deps: PublicFileDeps): void {
  function serveFile(request: FastifyRequest, reply: FastifyReply, name: string) {
    const current = deps.generator.current();
    if (!current) throw notFound('The sitemap has not been generated yet');
    const file = current.files.get(name);
    if (!file) throw notFound(`${name} is not part of the current sitemap`);
    const etag = `"g${current.generationId}-${name}"`;
    reply
      .header('etag', etag)
      .header('last-modified', current.generatedAt.toUTCString())
      .header('cache-control', 'public, max-age=300');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-length', file.bytes)
      .send(createReadStream(join(current.dir, name)));
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
