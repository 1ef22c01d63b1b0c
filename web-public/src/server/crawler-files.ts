import { fetchWithRetry, sitemapRoutes } from '@local-seo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The crawler files at the site's root that the gateway serves: the sitemaps, robots.txt and
 * the IndexNow key file, as their route declarations spell them. A router that can only match
 * exact paths and prefixes (Kubernetes' Gateway API: k8s/components/gateway-api) sends
 * `/sitemap-<n>.xml` and `/<key>.txt` here with the pages; the public site passes them on.
 * The gateway answers every path of these shapes itself, so nothing comes back.
 */
const crawlerFiles = [sitemapRoutes.sitemap, sitemapRoutes.numberedSitemap, sitemapRoutes.robots, sitemapRoutes.indexNowKeyFile].map(
  ({ path }) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
);

export const isCrawlerFile = (pathname: string): boolean => crawlerFiles.some((pattern) => pattern.test(pathname));

/** What the answer keeps of the gateway's headers: its type and what caches and conditional requests need. */
const keptHeaders = ['content-type', 'etag', 'last-modified', 'cache-control', 'x-robots-tag'];
/** What the request passes on: the conditional headers, so an unchanged file answers 304. */
const passedHeaders = ['if-none-match', 'if-modified-since'];

/**
 * The gateway's address with the asked path and query set on it: setting a URL's path never
 * changes its host, whereas resolving a path such as `//elsewhere/x.txt` against it would.
 */
export function onGateway(gatewayUrl: string, asked: URL): URL {
  const target = new URL(gatewayUrl);
  target.pathname = asked.pathname;
  target.search = asked.search;
  return target;
}

/** Asks the gateway for a crawler file and answers with what it said (503 when it could not be asked). */
export async function passCrawlerFile(gatewayUrl: string, url: URL, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const headers = Object.fromEntries(passedHeaders.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name]]] : [])));
  let answer: Response;
  try {
    answer = await fetchWithRetry(onGateway(gatewayUrl, url), { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers, signal: AbortSignal.timeout(30_000) });
  } catch (err) {
    request.log.warn({ err, path: url.pathname }, 'crawler file: the gateway could not be asked');
    return reply.status(503).header('retry-after', '10').type('text/plain; charset=utf-8').send('This file is unavailable right now; please try again shortly.');
  }
  const body = Buffer.from(await answer.arrayBuffer());
  reply.status(answer.status);
  for (const name of keptHeaders) {
    const value = answer.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  return reply.send(answer.status === 304 || request.method === 'HEAD' ? undefined : body);
}
