import type { SiteSettings } from '@local-seo/contracts';
import { Link } from '@tanstack/react-router';
import './SiteHeader.css';

/** The brand and the header links every public page shares: shop, contractors, about us, contact, delivery. */
export function SiteHeader({ site }: { site: SiteSettings }) {
  return (
    <header className="site-header">
      <div className="container bar site-header__inner">
        <a className="site-header__brand" href={site.mainSiteUrl}>
          {site.brandName}
        </a>
        <nav aria-label="Main">
          <ul className="site-header__links">
            <li>
              <a href={site.shopUrl}>Shop</a>
            </li>
            <li>
              <a href={site.contractorsUrl}>Contractors</a>
            </li>
            <li>
              <a href={site.aboutUrl}>About Us</a>
            </li>
            <li>
              <a href={site.contactUrl}>Contact</a>
            </li>
            <li>
              <Link to="/delivery">Delivery</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
