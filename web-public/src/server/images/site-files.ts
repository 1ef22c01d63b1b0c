import { createHash } from 'node:crypto';
import type { SiteSettings } from '@local-seo/contracts';
import type { FastifyInstance } from 'fastify';
import { siteAssetPaths } from '../../seo/site-assets';
import { etagMatches } from '../fast-path';
import { brandGreen, leafSvg, tileSvg } from './brand-mark';
import { pngToIco, svgToPng } from './rasterize';

interface SiteFile {
  type: string;
  body: Buffer;
  etag: string;
}

/** Icons change only with a release: a day in any cache, then revalidated by etag. */
export const siteFileCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

const file = (type: string, body: Buffer | string): SiteFile => {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { type, body: bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
};

/** The manifest's smaller icon. */
const icon192 = '/icon-192.png';
const siteFilePaths = [...Object.values(siteAssetPaths), icon192];

/** The site's icons, logo and web manifest, drawn from the brand mark. */
function siteFiles(site: SiteSettings): Map<string, SiteFile> {
  const manifest = {
    name: site.brandName,
    short_name: site.brandName.split(' ').slice(0, 2).join(' '),
    start_url: '/delivery',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: brandGreen,
    icons: [
      { src: icon192, sizes: '192x192', type: 'image/png' },
      { src: siteAssetPaths.logo, sizes: '512x512', type: 'image/png' },
      { src: siteAssetPaths.faviconSvg, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return new Map([
    [siteAssetPaths.faviconSvg, file('image/svg+xml', leafSvg())],
    [siteAssetPaths.favicon, file('image/x-icon', pngToIco(svgToPng(leafSvg(), 32), 32))],
    [siteAssetPaths.appleTouchIcon, file('image/png', svgToPng(tileSvg(), 180))],
    [icon192, file('image/png', svgToPng(tileSvg(), 192))],
    [siteAssetPaths.logo, file('image/png', svgToPng(tileSvg(), 512))],
    [siteAssetPaths.manifest, file('application/manifest+json', JSON.stringify(manifest, null, 2))],
  ]);
}

/** Answers each site file at its stable address, with its etag (304 when the browser has it). */
export function registerSiteFiles(app: FastifyInstance, site: SiteSettings): void {
  // Drawn at the first request for any of them, not at start.
  let files: Map<string, SiteFile> | undefined;
  for (const path of siteFilePaths) {
    app.get(path, async (request, reply) => {
      files ??= siteFiles(site);
      const entry = files.get(path)!;
      reply.header('cache-control', siteFileCacheControl).header('etag', entry.etag);
      if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
      return reply.type(entry.type).send(entry.body);
    });
  }
}
