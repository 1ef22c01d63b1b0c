import type { SiteSettings } from '@local-seo/contracts';
import type { ServerManifest } from './client-build';
import { pageContentSecurityPolicy } from './content-security-policy';
import { FinishedPage } from './page-cache';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The 404 of a path longer than any page's (paths.ts, longestPagePath): plain
 * HTML made once at start with the site's CSS, no script and no router, so such
 * a path costs neither a data read nor a render, and nothing is kept for it.
 * It says what the not-found screen says, without its city links.
 */
export function tooLongPage(site: SiteSettings, manifest: ServerManifest, cacheControl: string): FinishedPage {
  const css = Object.values(manifest.inlineCss?.styles ?? {}).join('\n');
  const html = [
    '<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/>',
    `<title>Page Not Found | ${escapeHtml(site.brandName)}</title>`,
    css ? `<style>${css}</style>` : '',
    '</head><body><main class="container not-found"><h1>Page Not Found</h1>',
    '<p>The page you are looking for does not exist or is no longer available.</p>',
    '<div class="not-found__actions">',
    `<a class="button" href="${escapeHtml(site.mainSiteUrl)}">Visit the main site</a>`,
    '<a class="button button--secondary" href="/delivery">See where we deliver</a>',
    '</div></main></body></html>',
  ].join('');
  return new FinishedPage(
    404,
    {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': pageContentSecurityPolicy({ html, scripts: [] }),
      'cache-control': cacheControl,
      vary: 'accept-encoding',
    },
    Buffer.from(html),
  );
}
