import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { useSite } from '../../data/hooks';
import { cityLabel, popularCitySlugs } from './popular-cities';
import './NotFoundScreen.css';

/** Goes back in the browser's history when there is somewhere to go; the link itself leads home without JavaScript. */
function goBack(event: MouseEvent<HTMLAnchorElement>) {
  if (window.history.length > 1) {
    event.preventDefault();
    window.history.back();
  }
}

/**
 * Unknown routes, unknown cities (HTTP 404), cities made inactive (410) and city pages whose
 * data could not be had (`reason`: 'City not found').
 */
export function NotFoundScreen({ reason }: { reason?: string }) {
  const site = useSite();
  return (
    <>
      {/* React hoists these into <head>: a page that is not there must not be indexed. */}
      <title>{`Page Not Found | ${site.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <SiteHeader site={site} />
      <main className="container not-found">
        <h1>Page Not Found</h1>
        {reason && <p className="not-found__reason">{reason}</p>}
        <p>The page you are looking for does not exist or is no longer available. Choose a city to see local delivery:</p>
        <ul className="not-found__cities" aria-label="Popular cities">
          {popularCitySlugs.map((slug) => (
            <li key={slug}>
              <Link className="button button--secondary" to="/$citySlug" params={{ citySlug: slug }}>
                {cityLabel(slug)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="not-found__actions">
          <a className="button" href={site.mainSiteUrl}>
            Visit the main site
          </a>
          <a className="button button--secondary" href="/delivery" onClick={goBack}>
            Go Back
          </a>
        </div>
      </main>
      <SiteFooter site={site} />
    </>
  );
}
