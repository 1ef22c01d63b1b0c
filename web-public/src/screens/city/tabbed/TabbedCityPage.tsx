import { Breadcrumb } from '../../../components/Breadcrumb';
import { SiteFooter } from '../../../components/SiteFooter';
import { ShopAndContactButtons } from '../../../components/ShopAndContactButtons';
import { SiteHeader } from '../../../components/SiteHeader';
import { cityTrail } from '../../../seo/breadcrumbs';
import { isUnavailable } from '../availability';
import { CityIntroduction } from '../content/CityIntroduction';
import { LocalSections } from '../local/LocalSections';
import { NearbyAreas } from '../local/NearbyAreas';
import type { CityPageProps } from '../types';
import { ContractorsTab } from './contractors/ContractorsTab';
import { ProductsTab } from './products/ProductsTab';
import { ResourcesTab } from './resources/ResourcesTab';
import { Tabs, type TabDefinition } from './tabs/Tabs';
import { tabbedTexts } from './texts';
import { WeatherTab } from './weather/WeatherTab';
import './tabbed.css';

type CityTab = 'weather' | 'products' | 'contractors' | 'resources';

/** The city page when the city's template is 'tabbed' (docs/behaviour/public-site.md#tabbed-layout). */
export function TabbedCityPage({ data, site }: CityPageProps) {
  const city = data.city.city_name;
  const tabs: TabDefinition<CityTab>[] = [
    { id: 'weather', label: 'Weather & Suggestions', panel: <WeatherTab city={city} weather={data.weather} suggestions={data.weatherSuggestions} /> },
    {
      id: 'products',
      label: 'Available Products',
      panel: <ProductsTab city={city} products={data.products} shopUrl={site.shopUrl} unavailable={isUnavailable(data, 'products')} />,
    },
    {
      id: 'contractors',
      label: 'Local Contractors',
      panel: (
        <ContractorsTab
          city={city}
          counts={data.contractorCounts}
          top={data.topContractors}
          contractorsUrl={site.contractorsUrl}
          unavailable={isUnavailable(data, 'contractors')}
        />
      ),
    },
    { id: 'resources', label: 'Resources & Tools', panel: <ResourcesTab city={city} resources={data.city.local_resources} /> },
  ];

  return (
    <>
      <SiteHeader site={site} />
      <Breadcrumb trail={cityTrail(data.city, site)} />
      <main className="tc-page">
        <section className="tc-hero" aria-labelledby="tc-hero-title">
          <div className="container">
            <h1 id="tc-hero-title">{tabbedTexts.hero(city)}</h1>
            <p className="tc-hero-lead">
              Topsoil, mulch, aggregates, sand and decorative stone from {site.brandName}, delivered to {city}, {data.city.province}.
            </p>
            <div className="tc-hero-actions">
              <ShopAndContactButtons site={site} />
            </div>
          </div>
        </section>
        <CityIntroduction city={data.city} />
        <LocalSections data={data} site={site} />
        <div className="container">
          <Tabs label={`Landscaping supplies and services in ${city}`} idPrefix="city" tabs={tabs} />
          <NearbyAreas data={data} />
        </div>
      </main>
      <SiteFooter site={site} />
    </>
  );
}
