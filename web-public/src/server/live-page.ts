import type { SiteSettings } from '@local-seo/contracts';
import type { PublicDataSource } from '../data/source';
import { siteQueryOptions } from '../data/queries';
import type { ServerManifest } from './client-build';
import { pageContentSecurityPolicy } from './content-security-policy';
import { renderPage } from './render';

/** Pages that answer their query string (the delivery check): rendered per request, never kept. */
export const livePaths = new Set(['/delivery/check']);

/**
 * Renders a live page for this URL, query string included. Its answer depends on
 * what a visitor typed: nobody keeps it, and search engines leave it out.
 */
export async function renderLivePage(url: URL, dataSource: PublicDataSource, site: SiteSettings, manifest: ServerManifest) {
  const rendered = await renderPage({
    url,
    dataSource,
    manifest,
    seed: (queryClient) => queryClient.setQueryData(siteQueryOptions(dataSource).queryKey, site),
  });
  return {
    status: rendered.status,
    html: rendered.html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': pageContentSecurityPolicy(rendered),
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  };
}
