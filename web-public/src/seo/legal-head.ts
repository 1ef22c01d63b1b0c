import type { SiteSettings } from '@local-seo/contracts';
import type { LegalDocument } from '../screens/legal/legal-texts';
import type { PageHead } from './route-head';

/** The head of /terms or /privacy: title, description, canonical link; no picture, no JSON-LD. */
export function legalPageHead(site: SiteSettings, document: LegalDocument, path: '/terms' | '/privacy'): PageHead {
  const title = `${document.title} | ${site.brandName}`;
  return {
    title,
    description: document.description,
    canonical: `${site.publicBaseUrl}${path}`,
    siteName: site.brandName,
    openGraph: { title, description: document.description, type: 'website' },
    jsonLd: [],
  };
}
