/**
 * robots.txt: crawlers may read every public page, not the admin panel, and
 * are told where the sitemap is (docs/decisions.md, decision 3).
 */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
