import type { PublicCity, SiteSettings } from '@local-seo/contracts';
import { generatedTexts } from './texts';

/** The city's heading, what is delivered there and the two ways on: the shop and delivery information. */
export function Hero({ city, site }: { city: PublicCity; site: SiteSettings }) {
  return (
    <section className="gen-hero" aria-labelledby="gen-hero-title">
      <div className="container">
        <p className="gen-hero__place">
          {city.city_name}, {city.province}
        </p>
        <h1 id="gen-hero-title">{generatedTexts.heroTitle(city.city_name)}</h1>
        <p className="gen-hero__lead">{city.seo_description?.trim() || generatedTexts.heroLead(city.city_name, site.brandName)}</p>
        <div className="gen-hero__actions">
          <a className="button" href={site.shopUrl}>
            {generatedTexts.shopProducts}
          </a>
          <a className="button button--secondary" href={site.deliveryInfoUrl}>
            {generatedTexts.deliveryInformation}
          </a>
        </div>
      </div>
    </section>
  );
}
