import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { activeCitiesQueryOptions, schemaSettingsQueryOptions, siteQueryOptions } from '../data/queries';
import { useFieldVitals } from '../vitals/use-field-vitals';
import { useSite } from '../data/hooks';
import { DeliveryPage } from '../screens/delivery/DeliveryPage';
import { deliveryPageHead } from '../seo/delivery-head';
import { toRouteHead } from '../seo/route-head';

export const Route = createFileRoute('/delivery')({
  loader: async ({ context: { queryClient, dataSource } }) => {
    const [cities, site, schema] = await Promise.all([
      queryClient.ensureQueryData(activeCitiesQueryOptions(dataSource)),
      queryClient.ensureQueryData(siteQueryOptions(dataSource)),
      queryClient.ensureQueryData(schemaSettingsQueryOptions(dataSource)),
    ]);
    return { head: deliveryPageHead(site, schema, cities) };
  },
  head: ({ loaderData }) => (loaderData ? toRouteHead(loaderData.head) : {}),
  component: DeliveryRoute,
});

function DeliveryRoute() {
  const { dataSource } = Route.useRouteContext();
  const site = useSite();
  useFieldVitals(site.vitalsSampleRate);
  const { data: cities } = useSuspenseQuery(activeCitiesQueryOptions(dataSource));
  const { data: schema } = useSuspenseQuery(schemaSettingsQueryOptions(dataSource));
  return <DeliveryPage cities={cities} site={site} schema={schema} />;
}
