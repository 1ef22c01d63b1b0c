import { createFileRoute } from '@tanstack/react-router';
import { useSite } from '../data/hooks';
import { siteQueryOptions } from '../data/queries';
import { DeliveryCheckPage } from '../screens/delivery/DeliveryCheckPage';

/**
 * The delivery check's answer page (docs/behaviour/public-site.md#delivery-check):
 * where the check's GET form lands without JavaScript. Rendered per request, never
 * kept, never indexed.
 */
export const Route = createFileRoute('/delivery_/check')({
  validateSearch: (search: Record<string, unknown>): { address?: string } =>
    typeof search.address === 'string' ? { address: search.address.slice(0, 200) } : {},
  loaderDeps: ({ search }) => ({ address: search.address?.trim() ?? '' }),
  loader: async ({ context: { queryClient, dataSource }, deps: { address } }) => {
    const site = await queryClient.ensureQueryData(siteQueryOptions(dataSource));
    // The catalog validates the address and answers a refusal in words; an empty form asks nothing.
    const outcome = address && dataSource.deliveryCheck ? await dataSource.deliveryCheck(address) : null;
    return { outcome, address, brand: site.brandName };
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `Delivery check | ${loaderData?.brand ?? ''}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: DeliveryCheckRoute,
});

function DeliveryCheckRoute() {
  const site = useSite();
  const { outcome, address } = Route.useLoaderData();
  return <DeliveryCheckPage site={site} address={address} outcome={outcome} />;
}
