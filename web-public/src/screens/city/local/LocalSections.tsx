import type { PageData, SiteSettings } from '@local-seo/contracts';
import { DeliveryCheck } from '../../../components/delivery-check/DeliveryCheck';
import { AtAGlance } from './AtAGlance';
import { DeliveryFacts } from './DeliveryFacts';

/**
 * What both layouts show of the city's own facts under the hero: the glance, the same facts
 * in sentences ('Delivery in {City}') and the delivery check (the served cities instead when
 * the catalog says no key is configured; the form when it cannot say: the check's page then
 * answers).
 */
export function LocalSections({ data, site }: { data: PageData; site: SiteSettings }) {
  return (
    <div className="container">
      <AtAGlance data={data} />
      <DeliveryFacts data={data} />
      <DeliveryCheck site={site} available={data.coverage?.address_check ?? true} />
    </div>
  );
}
