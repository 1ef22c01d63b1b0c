import type { SiteSettings } from '@local-seo/contracts';
import { siteQueryOptions } from '../../data/queries';
import { useSite } from '../../data/hooks';
import type { RouterContext } from '../../router';
import { legalPageHead } from '../../seo/legal-head';
import { toRouteHead, type PageHead } from '../../seo/route-head';
import { LegalPage } from './LegalPage';
import type { LegalDocument } from './legal-texts';

/**
 * The route options of /terms and /privacy: each loads the site settings for its head
 * and renders its document. Called once per route module, so the component is made once.
 */
export function legalRoute(path: '/terms' | '/privacy', documentFor: (site: SiteSettings) => LegalDocument) {
  return {
    loader: async ({ context: { queryClient, dataSource } }: { context: RouterContext }) => {
      const site = await queryClient.ensureQueryData(siteQueryOptions(dataSource));
      return { head: legalPageHead(site, documentFor(site), path) };
    },
    head: ({ loaderData }: { loaderData?: { head: PageHead } }) => (loaderData ? toRouteHead(loaderData.head) : {}),
    component: function LegalRoute() {
      const site = useSite();
      return <LegalPage site={site} document={documentFor(site)} />;
    },
  };
}
