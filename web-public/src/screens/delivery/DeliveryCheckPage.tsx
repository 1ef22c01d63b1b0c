import type { DeliveryCheckOutcome, SiteSettings } from '@local-seo/contracts';
import { Breadcrumb } from '../../components/Breadcrumb';
import { DeliveryCheck } from '../../components/delivery-check/DeliveryCheck';
import { DeliveryCheckResult } from '../../components/delivery-check/DeliveryCheckResult';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { deliveryTrail } from '../../seo/breadcrumbs';
import './DeliveryPage.css';

/**
 * /delivery/check?address=...: the delivery check's answer as a page, for the form
 * sent without JavaScript (docs/behaviour/public-site.md#delivery-check).
 */
export function DeliveryCheckPage({ site, address, outcome }: { site: SiteSettings; address: string; outcome: DeliveryCheckOutcome | null }) {
  return (
    <>
      <SiteHeader site={site} />
      <Breadcrumb trail={deliveryTrail(site)} />
      <main className="container delivery">
        <h1>Delivery check</h1>
        {outcome && <DeliveryCheckResult outcome={outcome} site={site} />}
        <DeliveryCheck site={site} available={!outcome?.ok || outcome.answer.configured} address={address} />
      </main>
      <SiteFooter site={site} />
    </>
  );
}
