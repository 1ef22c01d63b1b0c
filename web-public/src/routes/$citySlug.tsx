import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { pageInOutcome } from '@local-seo/contracts';
import { pageDataQueryOptions, siteQueryOptions } from '../data/queries';
import { useSite } from '../data/hooks';
import { GeneratedCityPage } from '../screens/city/generated/GeneratedCityPage';
import { TabbedCityPage } from '../screens/city/tabbed/TabbedCityPage';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import { useFieldVitals } from '../vitals/use-field-vitals';
import { cityPageHead } from '../seo/city-head';
import { toRouteHead } from '../seo/route-head';

export const Route = createFileRoute('/$citySlug')({
  loader: async ({ context: { queryClient, dataSource, report }, params }) => {
    const [answer, site] = await Promise.all([
      queryClient.ensureQueryData(pageDataQueryOptions(dataSource, params.citySlug)),
      queryClient.ensureQueryData(siteQueryOptions(dataSource)),
    ]);
    // What the gateway decided of this address (docs/behaviour/public-site.md#addresses-that-keep-their-value):
    // an earlier slug leads to the current one for good; an inactive city's page is gone (the not-found screen, 410).
    if (answer?.kind === 'moved') throw redirect({ to: '/$citySlug', params: { citySlug: answer.slug }, statusCode: 301 });
    if (answer?.kind === 'gone') report.gone = true;
    if (answer?.kind !== 'page') throw notFound();
    // Only the head travels as loader data; the page data is dehydrated once, by the query cache.
    return { head: cityPageHead(answer.page, site) };
  },
  head: ({ loaderData }) => (loaderData ? toRouteHead(loaderData.head) : {}),
  component: CityRoute,
  // For an unknown city, or when the page-data request fails, the not-found screen says 'City not found' (docs/behaviour/public-site.md#city-page).
  notFoundComponent: CityNotFound,
  errorComponent: CityNotFound,
});

function CityNotFound() {
  return <NotFoundScreen reason="City not found" />;
}

function CityRoute() {
  const { citySlug } = Route.useParams();
  const { dataSource } = Route.useRouteContext();
  const site = useSite();
  const { data: answer } = useSuspenseQuery(pageDataQueryOptions(dataSource, citySlug));
  const data = pageInOutcome(answer);
  useFieldVitals(data ? site.vitalsSampleRate : 0);
  if (!data) return <CityNotFound />;
  const Layout = layoutOf(data.city.template);
  return <Layout data={data} site={site} />;
}

/**
 * A city's layout by its template: `tabbed`, or `standard` (the default), the layout the
 * specification calls the generated-HTML layout (docs/behaviour/public-site.md#generated-layout),
 * whence its component's name.
 */
const layoutOf = (template: string) => (template === 'tabbed' ? TabbedCityPage : GeneratedCityPage);
