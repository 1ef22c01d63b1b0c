import type { DeliveryCheckOutcome, SiteSettings } from '@local-seo/contracts';
import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { PublicDataSource } from '../../data/source';
import { DeliveryCheckResult } from './DeliveryCheckResult';
import { deliveryCheckPath, deliveryCheckTexts as texts } from './texts';
import './delivery-check.css';

interface DeliveryCheckProps {
  site: Pick<SiteSettings, 'contactUrl'>;
  /** False when no geocoding key is configured: the list of served cities is offered instead of the form. */
  available: boolean;
  /** The address already checked (the /delivery/check page). */
  address?: string;
  /** The heading's level in its page. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The public delivery check (docs/behaviour/public-site.md#delivery-check): a GET form
 * to /delivery/check, which answers without JavaScript; with it, the answer shows here
 * without leaving the page.
 */
export function DeliveryCheck({ site, available, address = '', headingLevel: Heading = 'h2' }: DeliveryCheckProps) {
  const id = useId();
  // A router without the app's context (a test of a screen alone) has no source: the form is then sent as a page.
  const dataSource = (useRouter().options.context as { dataSource?: PublicDataSource } | undefined)?.dataSource;
  const [outcome, setOutcome] = useState<DeliveryCheckOutcome | null>(null);
  const [checking, setChecking] = useState(false);

  async function check(event: FormEvent<HTMLFormElement>) {
    const value = String(new FormData(event.currentTarget).get('address') ?? '').trim();
    if (!dataSource?.deliveryCheck || value.length === 0) return; // the browser's own checks, or the page, answer
    event.preventDefault();
    setChecking(true);
    try {
      setOutcome(await dataSource.deliveryCheck(value));
    } finally {
      setChecking(false);
    }
  }

  return (
    <section id="delivery-check" className="delivery-check" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{texts.title}</Heading>
      {available ? (
        <>
          <form className="delivery-check__form" method="get" action={deliveryCheckPath} onSubmit={check}>
            <label htmlFor={`${id}-address`}>{texts.label}</label>
            <input
              id={`${id}-address`}
              name="address"
              type="text"
              required
              minLength={3}
              maxLength={120}
              autoComplete="postal-code"
              defaultValue={address}
              aria-describedby={`${id}-hint`}
            />
            <button className="button" type="submit" disabled={checking}>
              {checking ? texts.checking : texts.button}
            </button>
            <p id={`${id}-hint`} className="delivery-check__hint">
              {texts.hint}
            </p>
          </form>
          <div aria-live="polite">{outcome && <DeliveryCheckResult outcome={outcome} site={site} />}</div>
        </>
      ) : (
        <p>
          {texts.notConfigured} <a href="/delivery">{texts.listLink}</a>
        </p>
      )}
    </section>
  );
}
