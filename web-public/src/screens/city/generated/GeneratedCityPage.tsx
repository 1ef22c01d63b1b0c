import { Breadcrumb } from '../../../components/Breadcrumb';
import { SiteFooter } from '../../../components/SiteFooter';
import { SiteHeader } from '../../../components/SiteHeader';
import { cityTrail } from '../../../seo/breadcrumbs';
import { isUnavailable } from '../availability';
import { CityIntroduction } from '../content/CityIntroduction';
import { LocalSections } from '../local/LocalSections';
import { NearbyAreas } from '../local/NearbyAreas';
import type { CityPageProps } from '../types';
import { ContractorSection } from './contractors/ContractorSection';
import { Hero } from './Hero';
import { ProductLinks } from './ProductLinks';
import { ProductSection } from './products/ProductSection';
import { productSliders } from './products/product-sliders';
import { ResourcesSection } from './ResourcesSection';
import { WeatherSection } from './weather/WeatherSection';
import './generated.css';

/**
 * The city page of the 'standard' template, which the specification calls the generated
 * layout (so its code keeps that name), and of any template other than 'tabbed'
 * (docs/behaviour/public-site.md#generated-layout): hero, weather, product sliders, contractors,
 * resources and the footer, all in the server's HTML.
 */
export function GeneratedCityPage({ data, site }: CityPageProps) {
  const city = data.city.city_name;
  return (
    <>
      <SiteHeader site={site} />
      <Breadcrumb trail={cityTrail(data.city, site)} />
      <main className="gen-page">
        <Hero city={data.city} site={site} />
        <CityIntroduction city={data.city} />
        <LocalSections data={data} site={site} />
        <WeatherSection city={city} weather={data.weather} suggestions={data.weatherSuggestions} />
        <ProductSection city={city} sliders={productSliders(data.products)} site={site} unavailable={isUnavailable(data, 'products')} />
        <ContractorSection
          city={city}
          slug={data.city.url_slug}
          counts={data.contractorCounts}
          top={data.topContractors}
          unavailable={isUnavailable(data, 'contractors')}
        />
        <ResourcesSection city={city} site={site} local={data.city.local_resources} />
        <div className="container">
          <NearbyAreas data={data} />
        </div>
      </main>
      <SiteFooter site={site}>
        <ProductLinks city={city} products={data.products} site={site} />
      </SiteFooter>
    </>
  );
}
