import type { SiteSettings } from '@local-seo/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './SiteFooter.css';

interface SiteFooterProps {
  site: SiteSettings;
  /** A page's own band above the footer's columns (the generated city layout's product links). */
  children?: ReactNode;
}

/** Links, customer service contact and the mailing address, at the foot of every public page. */
export function SiteFooter({ site, children }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      {children ? (
        <div className="container">
          <div className="site-footer__band">{children}</div>
        </div>
      ) : null}
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">{site.brandName}</h2>
          <ul>
            <li>
              <a href={site.shopUrl}>Shop Products</a>
            </li>
            <li>
              <Link to="/delivery">Delivery Areas</Link>
            </li>
            <li>
              <a href={site.deliveryInfoUrl}>Delivery Information</a>
            </li>
            <li>
              <a href={site.aboutUrl}>About Us</a>
            </li>
            <li>
              <a href={site.contactUrl}>Contact Us</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">Customer Service</h2>
          <ul>
            <li>
              <a href={`tel:${site.phone}`}>{site.phone}</a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
          <address>{site.mailingAddress}</address>
        </section>
      </div>
      <p className="container site-footer__note">
        Prices in Canadian dollars (CAD). <a href="/terms">Terms of Use</a> · <a href="/privacy">Privacy</a>
      </p>
    </footer>
  );
}
