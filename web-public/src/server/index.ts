import { join } from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { sameOriginPath } from '@local-seo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadClientBuild } from './client-build';
import { createPageResponder, type Encoding, type PageAnswer } from './page-responder';
import { isGatewayPath } from './paths';
import type { PublicSiteOptions, registerPublicSite as RegisterPublicSite } from '../public-site';

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The best encoding the client accepts (by its q-values; brotli first on a tie). */
function chooseEncoding(request: FastifyRequest): Encoding {
  const accepted = request.headers['accept-encoding'];
  return (accepted && encodings.negotiate(accepted)) || 'identity';
}

function send(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) {
  reply.status(answer.status).headers(answer.headers);
  if (answer.headers.location) return reply.send();
  if (answer.headers.etag && request.headers['if-none-match'] === answer.headers.etag) return reply.status(304).send();
  const encoding = chooseEncoding(request);
  reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(answer.bodies[encoding]);
}

/**
 * The public site on a Fastify app (the gateway's in all-in-one, its own
 * standalone): `/assets/*` from the client build, and every page path — the
 * delivery page, `/{citySlug}`, `/` and the not-found screen for anything else.
 * The gateway's own paths (API, admin, sitemaps, robots.txt, key files) are
 * left to it.
 */
export const registerPublicSite: typeof RegisterPublicSite = async (app: FastifyInstance, options: PublicSiteOptions) => {
  const build = await loadClientBuild();
  await app.register(fastifyStatic, {
    root: join(build.directory, 'assets'),
    prefix: '/assets/',
    // Hashed names: a file never changes, so browsers keep it for a year.
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
    decorateReply: false,
    index: false,
  });

  const pages = createPageResponder({
    source: options.pageData,
    site: options.site,
    manifest: build.manifest,
    cacheEntries: options.cacheEntries ?? 500,
  });

  app.get('/*', async (request, reply) => {
    // The site's own origin, whatever the request target looks like ('//host/...' is a path here).
    const url = new URL(sameOriginPath(request.url), options.site.publicBaseUrl);
    if (isGatewayPath(url.pathname)) return reply.callNotFound();
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      return reply.redirect(sameOriginPath(`${url.pathname.replace(/\/+$/, '')}${url.search}`), 301);
    }
    return send(request, reply, await pages.respond(url));
  });
};
