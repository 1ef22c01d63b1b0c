import type { DeliveryCheckOutcome, SiteSettings } from '@local-seo/contracts';
import { deliveryCheckTexts as texts, yardLine } from './texts';

/** What the check answered, in words (the form's live region, and the /delivery/check page). */
export function DeliveryCheckResult({ outcome, site }: { outcome: DeliveryCheckOutcome; site: Pick<SiteSettings, 'contactUrl'> }) {
  if (!outcome.ok) {
    return (
      <p className="delivery-check__result delivery-check__result--refused">
        {outcome.message} <a href="/delivery">{texts.listLink}</a>
      </p>
    );
  }
  const { answer } = outcome;
  if (!answer.configured) {
    return (
      <p className="delivery-check__result">
        {texts.notConfigured} <a href="/delivery">{texts.listLink}</a>
      </p>
    );
  }
  if (!answer.place) {
    return (
      <p className="delivery-check__result delivery-check__result--refused">
        {texts.notFound(answer.address)} <a href="/delivery">{texts.listLink}</a>
      </p>
    );
  }
  if (!answer.delivered) {
    return (
      <p className="delivery-check__result delivery-check__result--refused">
        {texts.notDelivered(answer.place.formatted_address)} <a href={site.contactUrl}>Contact Us</a>
      </p>
    );
  }
  return (
    <div className="delivery-check__result delivery-check__result--delivered">
      <p>{texts.delivered(answer.place.formatted_address)}</p>
      <p>{answer.yards.length === 1 ? 'Delivered from:' : 'Delivered from, nearest first:'}</p>
      <ul>
        {answer.yards.map((yard) => (
          <li key={`${yard.location_name}|${yard.city ?? ''}`}>{yardLine(yard)}</li>
        ))}
      </ul>
    </div>
  );
}
