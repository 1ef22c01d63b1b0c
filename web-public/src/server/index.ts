import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { sameOriginPath } from '@local-seo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadClientBuild } from './client-build';
import { encodingNegotiator } from './compression';
import { FastPath, notModified } from './fast-path';
import type { FinishedPage } from './page-cache';
import { createPageResponder, type PageResponder } from './page-responder';
import { createOgImages, registerOgImages } from './images/og-images';
import { registerSiteFiles } from './images/site-files';
import { livePaths, renderLivePage } from './live-page';
import { canonicalPath, canonicalRedirect, isGatewayPath } from './paths';
import { isCrawlerFile, passCrawlerFile } from './crawler-files';
import { serverDataSource } from './server-source';
import type { PublicSiteOptions, registerPublicSite as RegisterPublicSite } from '../public-site';

export { createPageResponder } from './page-responder';
export { compressionLevels } from './compression';
export { loadClientBuild } from './client-build';

/** The page each answer of the page route sent, for the fast path to learn the app's headers from. */
const sentPages = new WeakMap<FastifyRequest, FinishedPage>();

/** Says whether a page answer came from the kept pages or was rendered for this request, as shared caches (nginx, Varnish) say it. */
const cacheHeader = 'x-cache';

async function send(request: FastifyRequest, reply: FastifyReply, pages: PageResponder, key: string, answer: Awaited<ReturnType<PageResponder['answer']>>, negotiate: (header: string | undefined) => ReturnType<ReturnType<typeof encodingNegotiator>>) {
  const page = answer.entry.page;
  reply.status(page.status).headers(page.headers).header(cacheHeader, answer.cache);
  if (page.headers.location !== undefined) return reply.send();
  sentPages.set(request, page);
  if (notModified(request.headers, page)) return reply.status(304).send();
  const encoding = negotiate(request.headers['accept-encoding']);
  let body = page.bodyIn(encoding);
  if (!body) {
    const before = page.bytes;
    body = await page.encode(encoding);
    pages.grew(key, before);
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * The public site on a Fastify app (the gateway's in all-in-one, its own
 * standalone): `/assets/*` from the client build, and every page path — the
 * delivery page, `/{citySlug}`, `/` and the not-found screen for anything else.
 * The gateway's own paths (API, admin, sitemaps, robots.txt, key files) are
 * left to it. Kept pages are answered in front of Fastify (fast-path.ts).
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

  // Icons, the logo and the manifest at stable addresses, and each page's share picture.
  registerSiteFiles(app, options.site);
  registerOgImages(app, createOgImages({ source: options.pageData, site: options.site }));

  const pages = createPageResponder({
    source: options.pageData,
    site: options.site,
    manifest: build.manifest,
    cacheEntries: options.cacheEntries,
    cacheBytes: options.cacheBytes,
    notFoundTtlMs: options.notFoundTtlMs,
    revalidateMs: options.revalidateMs,
    onError: (err, path) => app.log.warn({ err, path }, 'public site: a page could not be rendered again; the last one is served'),
  });
  const negotiate = encodingNegotiator();
  const liveSource = serverDataSource(options.pageData, options.site);
  const fastPath = new FastPath((path) => pages.lookup(path), negotiate);
  if (options.fastPath !== false) fastPath.install(app);
  app.addHook('onClose', async () => pages.close());
  app.decorate('publicSite', { stats: pages.stats, idle: pages.idle, warm: pages.warm });

  await app.register(async (site) => {
    site.addHook('onResponse', async (request, reply) => {
      const page = sentPages.get(request);
      if (page) fastPath.learn(request.raw, reply.statusCode, reply.getHeaders(), page);
    });
    site.get('/*', async (request, reply) => {
      // The site's own origin, whatever the request target looks like ('//host/...' is a path here).
      const url = new URL(sameOriginPath(request.url), options.site.publicBaseUrl);
      if (isGatewayPath(url.pathname)) {
        return options.gatewayUrl && isCrawlerFile(url.pathname) ? passCrawlerFile(options.gatewayUrl, url, request, reply) : reply.callNotFound();
      }
      const canonical = canonicalRedirect(url.pathname);
      if (canonical !== null) return reply.redirect(sameOriginPath(`${canonical}${url.search}`), 301);
      if (livePaths.has(url.pathname)) {
        const live = await renderLivePage(url, liveSource, options.site, build.manifest);
        return reply.status(live.status).headers(live.headers).send(live.html);
      }
      // Other pages read no query parameters: every variant of an address is its canonical page.
      const answer = await pages.answer(url.pathname);
      return send(request, reply, pages, canonicalPath(url.pathname).key, answer, negotiate);
    });
  });
};
