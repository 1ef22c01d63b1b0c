import type { SiteSettings } from '@local-seo/contracts';

/** The site's own images at their stable addresses (web-public/src/server/site-files.ts answers them). */
export const siteAssetPaths = {
  favicon: '/favicon.ico',
  faviconSvg: '/favicon.svg',
  appleTouchIcon: '/apple-touch-icon.png',
  logo: '/logo.png',
  manifest: '/site.webmanifest',
} as const;

/** A city's share picture: 1200x630 PNG. */
const ogImagePath = (slug: string) => `/og/${encodeURIComponent(slug)}.png`;
export const ogImageSize = { width: 1200, height: 630 } as const;

export function siteAssets(site: SiteSettings) {
  return {
    logo: `${site.publicBaseUrl}${siteAssetPaths.logo}`,
    ogImage: (slug: string) => `${site.publicBaseUrl}${ogImagePath(slug)}`,
  };
}
