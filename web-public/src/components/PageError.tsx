import { useSite } from '../data/hooks';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './PageError.css';

/** A page whose data could not be loaded (the server answers it with HTTP 500): say so and offer a retry. */
export function PageError() {
  const site = useSite();
  return (
    <>
      <title>{`Page unavailable | ${site.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <SiteHeader site={site} />
      <main className="container page-error">
        <h1>This page could not be loaded</h1>
        <p>Something went wrong on our side. Please try again in a moment.</p>
        {/* An empty href reloads the page, with or without JavaScript. */}
        <a className="button" href="">
          Try again
        </a>
      </main>
      <SiteFooter site={site} />
    </>
  );
}
