import { createFileRoute } from '@tanstack/react-router';
import { siteQueryOptions } from '../data/queries';
import { useSite } from '../data/hooks';
import { LegalPage } from '../screens/legal/LegalPage';
import { privacyNotice } from '../screens/legal/legal-texts';
import { legalPageHead } from '../seo/legal-head';
import { toRouteHead } from '../seo/route-head';

export const Route = createFileRoute('/privacy')({
  loader: async ({ context: { queryClient, dataSource } }) => {
    const site = await queryClient.ensureQueryData(siteQueryOptions(dataSource));
    return { head: legalPageHead(site, privacyNotice(site), '/privacy') };
  },
  head: ({ loaderData }) => (loaderData ? toRouteHead(loaderData.head) : {}),
  component: PrivacyRoute,
});

function PrivacyRoute() {
  const site = useSite();
  return <LegalPage site={site} document={privacyNotice(site)} />;
}
