import type { PublicCity, SchemaSettings, SiteSettings } from '@local-seo/contracts';
import { Breadcrumb } from '../../components/Breadcrumb';
import { CanadaFlag } from '../../components/CanadaFlag';
import { DeliveryCheck } from '../../components/delivery-check/DeliveryCheck';
import { ShopAndContactButtons } from '../../components/ShopAndContactButtons';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { deliveryTrail } from '../../seo/breadcrumbs';
import { deliverySchedule, sameDayCutoffText } from '../city/local/local-facts';
import { CityGroup } from './CityGroup';
import { groupDeliveryCities } from './delivery-groups';
import './DeliveryPage.css';

/** Empty major-urban and regional groups get the same invitation as the two others. */
const contactForAvailability = 'Contact us for delivery availability';

/**
 * /delivery: the service areas, grouped (docs/behaviour/public-site.md#delivery-page);
 * the same-day cut-off is the Schema tab's (`schema` null: it could not be had).
 */
export function DeliveryPage({ cities, site, schema }: { cities: readonly PublicCity[]; site: SiteSettings; schema: SchemaSettings | null }) {
  const groups = groupDeliveryCities(cities);
  return (
    <>
      <SiteHeader site={site} />
      <aside className="delivery-banner" aria-label="Delivery pricing">
        <div className="container delivery-banner__inner">
          <CanadaFlag label="Canada: prices in Canadian dollars" />
          <span className="delivery-banner__currency">CAD</span>
          <p>
            <a href="#delivery-check">Enter your address</a> for accurate product availability and delivery price.
          </p>
        </div>
      </aside>
      <Breadcrumb trail={deliveryTrail(site)} />
      <main className="container delivery">
        <h1>Delivery</h1>
        <p className="delivery__lead">
          {site.brandName} delivers topsoil, aggregates, mulch, sand and decorative stone across Ontario. Find your community
          below to see the products available there and local contractors.
        </p>
        <DeliveryCheck site={site} available />

        <section className="delivery__section" aria-labelledby="delivery-cottage">
          <h2 id="delivery-cottage">Cottage Country and Remote Properties</h2>
          <div className="delivery__groups">
            <CityGroup
              title="Cottage Country Communities"
              cities={groups.cottageCountry}
              emptyText="Contact us for cottage country delivery availability"
            />
            <CityGroup title="Rural & Agricultural Communities" cities={groups.rural} emptyText="Contact us for rural delivery availability" />
          </div>
        </section>

        <section className="delivery__section" aria-labelledby="delivery-urban">
          <h2 id="delivery-urban">Urban and Regional Centers</h2>
          <div className="delivery__groups">
            <CityGroup title="Major Urban Centers" cities={groups.majorUrban} emptyText={contactForAvailability} />
            <CityGroup title="Regional Centers & Suburban Communities" cities={groups.regional} emptyText={contactForAvailability} />
            {groups.additional.length > 0 && (
              <CityGroup title="Additional Service Areas" cities={groups.additional} emptyText={contactForAvailability} />
            )}
          </div>
        </section>

        <section className="delivery__section" aria-labelledby="delivery-excellence">
          <h2 id="delivery-excellence">Delivery Service Excellence</h2>
          <dl className="delivery__facts">
            <div>
              <dt>Delivery days</dt>
              <dd>{deliverySchedule.days}</dd>
            </div>
            <div>
              <dt>Same-day delivery</dt>
              <dd>For orders before {sameDayCutoffText(schema)}</dd>
            </div>
            <div>
              <dt>Delivery radius</dt>
              <dd>Varies by location</dd>
            </div>
          </dl>
        </section>

        <section className="delivery-contact" aria-labelledby="delivery-contact">
          <h2 id="delivery-contact">Questions about delivery to your area?</h2>
          <p>Our team will confirm availability, delivery price and timing for your address.</p>
          <p>
            Call <a href={`tel:${site.phone}`}>{site.phone}</a> or e-mail <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
        </section>

        <nav className="delivery__links" aria-label="Delivery page links">
          <ShopAndContactButtons site={site} />
          <a className="button button--secondary" href="/admin">
            Admin Portal
          </a>
        </nav>
      </main>
      <SiteFooter site={site} />
    </>
  );
}
